import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_items_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_items_locales_locale_parent_id_unique\` ON \`orders_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Orders placed before titles were kept in every language: the language the order was placed in
  // keeps its title; the others take the product's title in that language, or the same title when
  // the product is gone or has no such translation.
  await db.run(sql`INSERT INTO \`orders_items_locales\` (\`title\`, \`_locale\`, \`_parent_id\`)
    SELECT CASE WHEN o.\`locale\` = l.code OR pl.\`title\` IS NULL OR pl.\`title\` = '' THEN i.\`title\` ELSE pl.\`title\` END, l.code, i.\`id\`
    FROM \`orders_items\` i
    JOIN \`orders\` o ON o.\`id\` = i.\`_parent_id\`
    CROSS JOIN (SELECT 'fa' AS code UNION ALL SELECT 'en' UNION ALL SELECT 'ar') l
    LEFT JOIN \`products_locales\` pl ON pl.\`_parent_id\` = i.\`product_id\` AND pl.\`_locale\` = l.code;`)
  await db.run(sql`DROP INDEX \`status_category_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`price_per_kg\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`cheapest_key\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`most_expensive_key\` numeric;`)
  await db.run(sql`CREATE INDEX \`status_category_cheapestKey_idx\` ON \`products\` (\`status\`,\`category_id\`,\`cheapest_key\`);`)
  await db.run(sql`CREATE INDEX \`status_category_mostExpensiveKey_idx\` ON \`products\` (\`status\`,\`category_id\`,\`most_expensive_key\`);`)
  // Products saved before: the same derivation as cms/hooks/product-indexes.ts (lib/catalog/price-per-kg.ts).
  await db.run(sql`UPDATE \`products\` AS p SET \`price_per_kg\` = CASE
      WHEN p.\`unit\` = 'kg' THEN p.\`price\`
      WHEN p.\`unit\` = 'meter' AND w.per_meter > 0 THEN ROUND(p.\`price\` * 1.0 / w.per_meter)
      WHEN p.\`unit\` = 'branch' AND w.per_meter > 0 AND w.branch_length > 0 THEN ROUND(p.\`price\` * 1.0 / (w.per_meter * w.branch_length))
    END
    FROM (
      SELECT q.\`id\`,
        (SELECT s.\`numeric\` FROM \`products_specs\` s JOIN \`spec_attributes\` a ON a.\`id\` = s.\`attribute_id\` WHERE s.\`_parent_id\` = q.\`id\` AND a.\`key\` = 'weight_per_meter' ORDER BY s.\`_order\` LIMIT 1) AS per_meter,
        (SELECT s.\`numeric\` FROM \`products_specs\` s JOIN \`spec_attributes\` a ON a.\`id\` = s.\`attribute_id\` WHERE s.\`_parent_id\` = q.\`id\` AND a.\`key\` = 'length' ORDER BY s.\`_order\` LIMIT 1) AS branch_length
      FROM \`products\` q
    ) AS w
    WHERE w.\`id\` = p.\`id\`;`)
  await db.run(sql`UPDATE \`products\` SET \`price_per_kg\` = NULL WHERE \`price_per_kg\` > 1e14 OR \`price\` < 0;`)
  await db.run(sql`UPDATE \`products\` SET \`cheapest_key\` = COALESCE(\`price_per_kg\`, 1e15 + \`price\`), \`most_expensive_key\` = COALESCE(\`price_per_kg\`, \`price\` - 1e15);`)
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`title\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one title per item: the one in the language the order was placed in.
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`title\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`orders_items\` SET \`title\` = COALESCE(
      (SELECT l.\`title\` FROM \`orders_items_locales\` l JOIN \`orders\` o ON o.\`id\` = \`orders_items\`.\`_parent_id\` WHERE l.\`_parent_id\` = \`orders_items\`.\`id\` AND l.\`_locale\` = o.\`locale\`),
      (SELECT l.\`title\` FROM \`orders_items_locales\` l WHERE l.\`_parent_id\` = \`orders_items\`.\`id\` AND l.\`_locale\` = 'fa'),
      '');`)
  await db.run(sql`DROP TABLE \`orders_items_locales\`;`)
  await db.run(sql`DROP INDEX \`status_category_cheapestKey_idx\`;`)
  await db.run(sql`DROP INDEX \`status_category_mostExpensiveKey_idx\`;`)
  await db.run(sql`CREATE INDEX \`status_category_price_idx\` ON \`products\` (\`status\`,\`category_id\`,\`price\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`price_per_kg\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`cheapest_key\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`most_expensive_key\`;`)
}
