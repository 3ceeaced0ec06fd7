import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { specNumbersByProduct } from '../../../lib/catalog/spec-token'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "spec_numbers" varchar;`)
  // Products saved before the column existed get theirs from their translations' tokens.
  const { rows } = await db.execute<{ id: number; tokens: string }>(sql`SELECT "_parent_id" AS id, "spec_tokens" AS tokens FROM "products_locales" WHERE "spec_tokens" <> '' ORDER BY "_parent_id", "_locale";`)
  for (const [id, numbers] of specNumbersByProduct(rows)) {
    await db.execute(sql`UPDATE "products" SET "spec_numbers" = ${numbers} WHERE "id" = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "spec_numbers";`)
}
