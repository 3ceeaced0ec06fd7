import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "invoice_settings_vat_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rate" numeric NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "invoice_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seller_national_id" varchar,
  	"seller_economic_code" varchar,
  	"seller_registration_number" varchar,
  	"seller_postal_code" varchar,
  	"seller_phone" varchar,
  	"validity_days" numeric DEFAULT 1 NOT NULL,
  	"bank_account_number" varchar,
  	"bank_iban" varchar,
  	"bank_card" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "invoice_settings_locales" (
  	"seller_legal_name" varchar,
  	"seller_address" varchar,
  	"bank_account_holder" varchar,
  	"bank_bank_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "invoice_settings_vat_rates" ADD CONSTRAINT "invoice_settings_vat_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoice_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoice_settings_locales" ADD CONSTRAINT "invoice_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoice_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invoice_settings_vat_rates_order_idx" ON "invoice_settings_vat_rates" USING btree ("_order");
  CREATE INDEX "invoice_settings_vat_rates_parent_id_idx" ON "invoice_settings_vat_rates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "invoice_settings_locales_locale_parent_id_unique" ON "invoice_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "invoice_settings_locales_parent_idx" ON "invoice_settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "invoice_settings_vat_rates" CASCADE;
  DROP TABLE "invoice_settings" CASCADE;
  DROP TABLE "invoice_settings_locales" CASCADE;`)
}
