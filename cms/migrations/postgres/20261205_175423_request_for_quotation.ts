import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quote_requests_lines_kind" AS ENUM('product', 'custom');
  CREATE TYPE "public"."enum_quote_requests_lines_shape" AS ENUM('round', 'square', 'rectangular', 'angle', 'channel', 'z');
  CREATE TYPE "public"."enum_quote_requests_lines_unit" AS ENUM('kg', 'ton', 'branch');
  CREATE TYPE "public"."enum_quote_requests_files_slot" AS ENUM('drawing');
  CREATE TYPE "public"."enum_quote_requests_history_status" AS ENUM('sent', 'pricing', 'quoted', 'accepted', 'expired', 'declined');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('sent', 'pricing', 'quoted', 'accepted', 'expired', 'declined');
  CREATE TYPE "public"."enum_quote_requests_locale" AS ENUM('fa', 'en', 'ar');
  CREATE TYPE "public"."enum_quote_requests_province" AS ENUM('east-azerbaijan', 'west-azerbaijan', 'ardabil', 'isfahan', 'alborz', 'ilam', 'bushehr', 'tehran', 'chaharmahal-bakhtiari', 'south-khorasan', 'razavi-khorasan', 'north-khorasan', 'khuzestan', 'zanjan', 'semnan', 'sistan-baluchestan', 'fars', 'qazvin', 'qom', 'kurdistan', 'kerman', 'kermanshah', 'kohgiluyeh-boyer-ahmad', 'golestan', 'gilan', 'lorestan', 'mazandaran', 'markazi', 'hormozgan', 'hamadan', 'yazd');
  ALTER TYPE "public"."enum_orders_items_unit" ADD VALUE 'ton';
  ALTER TYPE "public"."enum_products_unit" ADD VALUE 'ton';
  ALTER TYPE "public"."enum_price_changes_unit" ADD VALUE 'ton';
  ALTER TYPE "public"."enum_private_files_kind" ADD VALUE 'rfq';
  CREATE TABLE "quote_requests_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_quote_requests_lines_kind" NOT NULL,
  	"product_id" integer,
  	"title" varchar,
  	"shape" "enum_quote_requests_lines_shape",
  	"size_a" numeric,
  	"size_b" numeric,
  	"wall" numeric,
  	"length" numeric,
  	"grade" varchar,
  	"coating" varchar,
  	"quantity" numeric NOT NULL,
  	"unit" "enum_quote_requests_lines_unit" NOT NULL,
  	"kg_per_branch" numeric,
  	"unit_price" numeric,
  	"line_total" numeric
  );
  
  CREATE TABLE "quote_requests_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" "enum_quote_requests_files_slot",
  	"name" varchar,
  	"size" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "quote_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_quote_requests_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_name" varchar
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_quote_requests_status" DEFAULT 'sent' NOT NULL,
  	"notes" varchar,
  	"locale" "enum_quote_requests_locale",
  	"ip_hash" varchar,
  	"customer_id" integer NOT NULL,
  	"order_id" integer,
  	"province" "enum_quote_requests_province" NOT NULL,
  	"city" varchar NOT NULL,
  	"wanted_date" varchar,
  	"customer_note" varchar,
  	"freight" numeric DEFAULT 0,
  	"validity_days" numeric DEFAULT 3,
  	"quoted_at" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"bundle_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "freight" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "quote_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_requests_id" integer;
  ALTER TABLE "quote_requests_lines" ADD CONSTRAINT "quote_requests_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests_lines" ADD CONSTRAINT "quote_requests_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_files" ADD CONSTRAINT "quote_requests_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests_history" ADD CONSTRAINT "quote_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_bundle_id_private_files_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quote_requests_lines_order_idx" ON "quote_requests_lines" USING btree ("_order");
  CREATE INDEX "quote_requests_lines_parent_id_idx" ON "quote_requests_lines" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_lines_product_idx" ON "quote_requests_lines" USING btree ("product_id");
  CREATE INDEX "quote_requests_files_order_idx" ON "quote_requests_files" USING btree ("_order");
  CREATE INDEX "quote_requests_files_parent_id_idx" ON "quote_requests_files" USING btree ("_parent_id");
  CREATE INDEX "quote_requests_history_order_idx" ON "quote_requests_history" USING btree ("_order");
  CREATE INDEX "quote_requests_history_parent_id_idx" ON "quote_requests_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quote_requests_reference_idx" ON "quote_requests" USING btree ("reference");
  CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");
  CREATE INDEX "quote_requests_ip_hash_idx" ON "quote_requests" USING btree ("ip_hash");
  CREATE INDEX "quote_requests_customer_idx" ON "quote_requests" USING btree ("customer_id");
  CREATE INDEX "quote_requests_order_idx" ON "quote_requests" USING btree ("order_id");
  CREATE INDEX "quote_requests_bundle_idx" ON "quote_requests" USING btree ("bundle_id");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "customer_createdAt_1_idx" ON "quote_requests" USING btree ("customer_id","created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_quote_idx" ON "orders" USING btree ("quote_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_requests_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quote_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quote_requests_lines" CASCADE;
  DROP TABLE "quote_requests_files" CASCADE;
  DROP TABLE "quote_requests_history" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_quote_id_quote_requests_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_requests_fk";
  
  ALTER TABLE "orders_items" ALTER COLUMN "unit" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_items_unit";
  CREATE TYPE "public"."enum_orders_items_unit" AS ENUM('branch', 'kg', 'piece', 'meter');
  ALTER TABLE "orders_items" ALTER COLUMN "unit" SET DATA TYPE "public"."enum_orders_items_unit" USING "unit"::"public"."enum_orders_items_unit";
  ALTER TABLE "products" ALTER COLUMN "unit" SET DATA TYPE text;
  ALTER TABLE "products" ALTER COLUMN "unit" SET DEFAULT 'branch'::text;
  DROP TYPE "public"."enum_products_unit";
  CREATE TYPE "public"."enum_products_unit" AS ENUM('branch', 'kg', 'piece', 'meter');
  ALTER TABLE "products" ALTER COLUMN "unit" SET DEFAULT 'branch'::"public"."enum_products_unit";
  ALTER TABLE "products" ALTER COLUMN "unit" SET DATA TYPE "public"."enum_products_unit" USING "unit"::"public"."enum_products_unit";
  ALTER TABLE "price_changes" ALTER COLUMN "unit" SET DATA TYPE text;
  DROP TYPE "public"."enum_price_changes_unit";
  CREATE TYPE "public"."enum_price_changes_unit" AS ENUM('branch', 'kg', 'piece', 'meter');
  ALTER TABLE "price_changes" ALTER COLUMN "unit" SET DATA TYPE "public"."enum_price_changes_unit" USING "unit"::"public"."enum_price_changes_unit";
  ALTER TABLE "private_files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_private_files_kind";
  CREATE TYPE "public"."enum_private_files_kind" AS ENUM('supplier', 'job', 'receipt');
  ALTER TABLE "private_files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_private_files_kind" USING "kind"::"public"."enum_private_files_kind";
  DROP INDEX "orders_quote_idx";
  DROP INDEX "payload_locked_documents_rels_quote_requests_id_idx";
  ALTER TABLE "orders" DROP COLUMN "freight";
  ALTER TABLE "orders" DROP COLUMN "quote_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_requests_id";
  DROP TYPE "public"."enum_quote_requests_lines_kind";
  DROP TYPE "public"."enum_quote_requests_lines_shape";
  DROP TYPE "public"."enum_quote_requests_lines_unit";
  DROP TYPE "public"."enum_quote_requests_files_slot";
  DROP TYPE "public"."enum_quote_requests_history_status";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_quote_requests_locale";
  DROP TYPE "public"."enum_quote_requests_province";`)
}
