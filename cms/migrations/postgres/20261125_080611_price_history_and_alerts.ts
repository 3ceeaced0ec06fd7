import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_changes_unit" AS ENUM('branch', 'kg', 'piece', 'meter');
  CREATE TYPE "public"."enum_price_changes_source" AS ENUM('edit', 'import', 'seed');
  CREATE TYPE "public"."enum_price_alerts_kind" AS ENUM('change', 'below');
  CREATE TYPE "public"."enum_price_alerts_locale" AS ENUM('fa', 'en', 'ar');
  CREATE TABLE "price_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"product_title" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"old_price" numeric,
  	"price" numeric NOT NULL,
  	"unit" "enum_price_changes_unit" NOT NULL,
  	"source" "enum_price_changes_source" DEFAULT 'edit' NOT NULL,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"kind" "enum_price_alerts_kind" DEFAULT 'change' NOT NULL,
  	"threshold" numeric,
  	"locale" "enum_price_alerts_locale" DEFAULT 'fa' NOT NULL,
  	"last_sent_day" varchar,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "previous_price" numeric;
  ALTER TABLE "products" ADD COLUMN "price_changed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_alerts_id" integer;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_changes_product_idx" ON "price_changes" USING btree ("product_id");
  CREATE INDEX "price_changes_at_idx" ON "price_changes" USING btree ("at");
  CREATE INDEX "price_changes_changed_by_idx" ON "price_changes" USING btree ("changed_by_id");
  CREATE INDEX "price_changes_updated_at_idx" ON "price_changes" USING btree ("updated_at");
  CREATE INDEX "price_changes_created_at_idx" ON "price_changes" USING btree ("created_at");
  CREATE INDEX "product_at_idx" ON "price_changes" USING btree ("product_id","at");
  CREATE INDEX "price_alerts_customer_idx" ON "price_alerts" USING btree ("customer_id");
  CREATE INDEX "price_alerts_product_idx" ON "price_alerts" USING btree ("product_id");
  CREATE INDEX "price_alerts_updated_at_idx" ON "price_alerts" USING btree ("updated_at");
  CREATE INDEX "price_alerts_created_at_idx" ON "price_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_product_idx" ON "price_alerts" USING btree ("customer_id","product_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_changes_fk" FOREIGN KEY ("price_changes_id") REFERENCES "public"."price_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_alerts_fk" FOREIGN KEY ("price_alerts_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("price_changes_id");
  CREATE INDEX "payload_locked_documents_rels_price_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("price_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_changes" CASCADE;
  DROP TABLE "price_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_price_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_alerts_id_idx";
  ALTER TABLE "products" DROP COLUMN "previous_price";
  ALTER TABLE "products" DROP COLUMN "price_changed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_alerts_id";
  DROP TYPE "public"."enum_price_changes_unit";
  DROP TYPE "public"."enum_price_changes_source";
  DROP TYPE "public"."enum_price_alerts_kind";
  DROP TYPE "public"."enum_price_alerts_locale";`)
}
