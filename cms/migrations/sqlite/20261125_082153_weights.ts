import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { productWeightRows, productWeights } from '../product-weights'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`kilograms\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`kg_per_unit\` numeric;`)
  for (const { id, kilograms } of productWeights(await db.all(sql.raw(productWeightRows)))) {
    await db.run(sql`UPDATE \`products\` SET \`kg_per_unit\` = ${kilograms} WHERE \`id\` = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`kilograms\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`kg_per_unit\`;`)
}
