import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_state" AS ENUM('unpaid', 'receipt_sent', 'partially_paid', 'paid');
  CREATE TYPE "public"."enum_payment_receipts_status" AS ENUM('pending', 'confirmed', 'rejected');
  ALTER TYPE "public"."enum_private_files_kind" ADD VALUE 'receipt';
  CREATE TABLE "payment_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"tracking_number" varchar NOT NULL,
  	"transfer_date" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"status" "enum_payment_receipts_status" DEFAULT 'pending' NOT NULL,
  	"rejection_reason" varchar,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "payment_state" "enum_orders_payment_state" DEFAULT 'unpaid' NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "paid_amount" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_receipts_id" integer;
  ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payment_receipts_order_idx" ON "payment_receipts" USING btree ("order_id");
  CREATE INDEX "payment_receipts_customer_idx" ON "payment_receipts" USING btree ("customer_id");
  CREATE INDEX "payment_receipts_file_idx" ON "payment_receipts" USING btree ("file_id");
  CREATE INDEX "payment_receipts_status_idx" ON "payment_receipts" USING btree ("status");
  CREATE INDEX "payment_receipts_reviewed_by_idx" ON "payment_receipts" USING btree ("reviewed_by_id");
  CREATE INDEX "payment_receipts_updated_at_idx" ON "payment_receipts" USING btree ("updated_at");
  CREATE INDEX "payment_receipts_created_at_idx" ON "payment_receipts" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_trackingNumber_idx" ON "payment_receipts" USING btree ("order_id","tracking_number");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_receipts_fk" FOREIGN KEY ("payment_receipts_id") REFERENCES "public"."payment_receipts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_payment_state_idx" ON "orders" USING btree ("payment_state");
  CREATE INDEX "payload_locked_documents_rels_payment_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_receipts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_receipts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_receipts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_receipts_fk";
  
  ALTER TABLE "private_files" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_private_files_kind";
  CREATE TYPE "public"."enum_private_files_kind" AS ENUM('supplier', 'job');
  ALTER TABLE "private_files" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_private_files_kind" USING "kind"::"public"."enum_private_files_kind";
  DROP INDEX "orders_payment_state_idx";
  DROP INDEX "payload_locked_documents_rels_payment_receipts_id_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_state";
  ALTER TABLE "orders" DROP COLUMN "paid_amount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_receipts_id";
  DROP TYPE "public"."enum_orders_payment_state";
  DROP TYPE "public"."enum_payment_receipts_status";`)
}
