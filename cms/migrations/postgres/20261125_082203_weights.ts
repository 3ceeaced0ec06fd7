import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { productWeightRows, productWeights } from '../product-weights'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_items" ADD COLUMN "kilograms" numeric;
  ALTER TABLE "products" ADD COLUMN "kg_per_unit" numeric;`)
  const { rows } = await db.execute(sql.raw(productWeightRows))
  for (const { id, kilograms } of productWeights(rows as Parameters<typeof productWeights>[0])) {
    await db.execute(sql`UPDATE "products" SET "kg_per_unit" = ${kilograms} WHERE "id" = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_items" DROP COLUMN "kilograms";
  ALTER TABLE "products" DROP COLUMN "kg_per_unit";`)
}
