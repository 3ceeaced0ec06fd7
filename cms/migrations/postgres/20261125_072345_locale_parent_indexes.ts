import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "orders_items_locales_parent_idx" ON "orders_items_locales" USING btree ("_parent_id");
  CREATE INDEX "products_specs_locales_parent_idx" ON "products_specs_locales" USING btree ("_parent_id");
  CREATE INDEX "products_locales_parent_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "categories_locales_parent_idx" ON "categories_locales" USING btree ("_parent_id");
  CREATE INDEX "brands_locales_parent_idx" ON "brands_locales" USING btree ("_parent_id");
  CREATE INDEX "spec_attributes_locales_parent_idx" ON "spec_attributes_locales" USING btree ("_parent_id");
  CREATE INDEX "posts_locales_parent_idx" ON "posts_locales" USING btree ("_parent_id");
  CREATE INDEX "post_tags_locales_parent_idx" ON "post_tags_locales" USING btree ("_parent_id");
  CREATE INDEX "gallery_albums_pictures_locales_parent_idx" ON "gallery_albums_pictures_locales" USING btree ("_parent_id");
  CREATE INDEX "gallery_albums_locales_parent_idx" ON "gallery_albums_locales" USING btree ("_parent_id");
  CREATE INDEX "certifications_locales_parent_idx" ON "certifications_locales" USING btree ("_parent_id");
  CREATE INDEX "branches_locales_parent_idx" ON "branches_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_offices_locales_parent_idx" ON "site_settings_offices_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "home_page_figures_locales_parent_idx" ON "home_page_figures_locales" USING btree ("_parent_id");
  CREATE INDEX "home_page_locales_parent_idx" ON "home_page_locales" USING btree ("_parent_id");
  CREATE INDEX "company_pages_about_items_locales_parent_idx" ON "company_pages_about_items_locales" USING btree ("_parent_id");
  CREATE INDEX "company_pages_services_items_locales_parent_idx" ON "company_pages_services_items_locales" USING btree ("_parent_id");
  CREATE INDEX "company_pages_locales_parent_idx" ON "company_pages_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_items_locales_parent_idx";
  DROP INDEX "products_specs_locales_parent_idx";
  DROP INDEX "products_locales_parent_idx";
  DROP INDEX "categories_locales_parent_idx";
  DROP INDEX "brands_locales_parent_idx";
  DROP INDEX "spec_attributes_locales_parent_idx";
  DROP INDEX "posts_locales_parent_idx";
  DROP INDEX "post_tags_locales_parent_idx";
  DROP INDEX "gallery_albums_pictures_locales_parent_idx";
  DROP INDEX "gallery_albums_locales_parent_idx";
  DROP INDEX "certifications_locales_parent_idx";
  DROP INDEX "branches_locales_parent_idx";
  DROP INDEX "media_locales_parent_idx";
  DROP INDEX "site_settings_offices_locales_parent_idx";
  DROP INDEX "site_settings_locales_parent_idx";
  DROP INDEX "home_page_figures_locales_parent_idx";
  DROP INDEX "home_page_locales_parent_idx";
  DROP INDEX "company_pages_about_items_locales_parent_idx";
  DROP INDEX "company_pages_services_items_locales_parent_idx";
  DROP INDEX "company_pages_locales_parent_idx";`)
}
