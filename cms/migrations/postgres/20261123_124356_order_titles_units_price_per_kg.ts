import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_items_unit" AS ENUM('branch', 'kg', 'piece', 'meter');
  CREATE TABLE "orders_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  DROP INDEX "status_category_price_idx";
  ALTER TABLE "orders_items" ALTER COLUMN "unit" SET DATA TYPE "public"."enum_orders_items_unit" USING "unit"::"public"."enum_orders_items_unit";
  ALTER TABLE "products" ADD COLUMN "price_per_kg" numeric;
  ALTER TABLE "products" ADD COLUMN "cheapest_key" numeric;
  ALTER TABLE "products" ADD COLUMN "most_expensive_key" numeric;
  ALTER TABLE "orders_items_locales" ADD CONSTRAINT "orders_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_items_locales_locale_parent_id_unique" ON "orders_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "status_category_cheapestKey_idx" ON "products" USING btree ("status","category_id","cheapest_key");
  CREATE INDEX "status_category_mostExpensiveKey_idx" ON "products" USING btree ("status","category_id","most_expensive_key");`)
  // Orders placed before titles were kept in every language: the language the order was placed in
  // keeps its title; the others take the product's title in that language, or the same title when
  // the product is gone or has no such translation.
  await db.execute(sql`
  INSERT INTO "orders_items_locales" ("title", "_locale", "_parent_id")
    SELECT CASE WHEN o."locale"::text = l.code::text OR pl."title" IS NULL OR pl."title" = '' THEN i."title" ELSE pl."title" END, l.code, i."id"
    FROM "orders_items" i
    JOIN "orders" o ON o."id" = i."_parent_id"
    CROSS JOIN (VALUES ('fa'::"_locales"), ('en'::"_locales"), ('ar'::"_locales")) AS l(code)
    LEFT JOIN "products_locales" pl ON pl."_parent_id" = i."product_id" AND pl."_locale" = l.code;
  ALTER TABLE "orders_items" DROP COLUMN "title";`)
  // Products saved before: the same derivation as cms/hooks/product-indexes.ts (lib/catalog/price-per-kg.ts).
  await db.execute(sql`
  UPDATE "products" AS p SET "price_per_kg" = CASE
      WHEN p."unit" = 'kg' THEN p."price"
      WHEN p."unit" = 'meter' AND w.per_meter > 0 THEN ROUND(p."price" / w.per_meter)
      WHEN p."unit" = 'branch' AND w.per_meter > 0 AND w.branch_length > 0 THEN ROUND(p."price" / (w.per_meter * w.branch_length))
    END
    FROM (
      SELECT q."id",
        (SELECT s."numeric" FROM "products_specs" s JOIN "spec_attributes" a ON a."id" = s."attribute_id" WHERE s."_parent_id" = q."id" AND a."key" = 'weight_per_meter' ORDER BY s."_order" LIMIT 1) AS per_meter,
        (SELECT s."numeric" FROM "products_specs" s JOIN "spec_attributes" a ON a."id" = s."attribute_id" WHERE s."_parent_id" = q."id" AND a."key" = 'length' ORDER BY s."_order" LIMIT 1) AS branch_length
      FROM "products" q
    ) AS w
    WHERE w."id" = p."id";
  UPDATE "products" SET "price_per_kg" = NULL WHERE "price_per_kg" > 1e14 OR "price" < 0;
  UPDATE "products" SET "cheapest_key" = COALESCE("price_per_kg", 1e15 + "price"), "most_expensive_key" = COALESCE("price_per_kg", "price" - 1e15);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one title per item: the one in the language the order was placed in.
  await db.execute(sql`
  ALTER TABLE "orders_items" ADD COLUMN "title" varchar;
  UPDATE "orders_items" i SET "title" = COALESCE(
      (SELECT l."title" FROM "orders_items_locales" l JOIN "orders" o ON o."id" = i."_parent_id" WHERE l."_parent_id" = i."id" AND l."_locale"::text = o."locale"::text),
      (SELECT l."title" FROM "orders_items_locales" l WHERE l."_parent_id" = i."id" AND l."_locale" = 'fa'),
      '');
  ALTER TABLE "orders_items" ALTER COLUMN "title" SET NOT NULL;`)
  await db.execute(sql`
   ALTER TABLE "orders_items_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_items_locales" CASCADE;
  DROP INDEX "status_category_cheapestKey_idx";
  DROP INDEX "status_category_mostExpensiveKey_idx";
  ALTER TABLE "orders_items" ALTER COLUMN "unit" SET DATA TYPE varchar;
  CREATE INDEX "status_category_price_idx" ON "products" USING btree ("status","category_id","price");
  ALTER TABLE "products" DROP COLUMN "price_per_kg";
  ALTER TABLE "products" DROP COLUMN "cheapest_key";
  ALTER TABLE "products" DROP COLUMN "most_expensive_key";
  DROP TYPE "public"."enum_orders_items_unit";`)
}
