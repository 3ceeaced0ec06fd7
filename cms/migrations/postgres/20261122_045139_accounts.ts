import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_comments_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_product_comments_locale" AS ENUM('fa', 'en', 'ar');
  CREATE TYPE "public"."enum_otp_codes_purpose" AS ENUM('login', 'verify-mobile');
  CREATE TABLE "product_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"status" "enum_product_comments_status" DEFAULT 'pending' NOT NULL,
  	"body" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"author_name" varchar,
  	"locale" "enum_product_comments_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_likes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "otp_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mobile" varchar NOT NULL,
  	"purpose" "enum_otp_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"used_at" timestamp(3) with time zone,
  	"customer_id" integer,
  	"ip_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_comments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_likes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "otp_codes_id" integer;
  ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_comments" ADD CONSTRAINT "product_comments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_likes" ADD CONSTRAINT "product_likes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_comments_product_idx" ON "product_comments" USING btree ("product_id");
  CREATE INDEX "product_comments_customer_idx" ON "product_comments" USING btree ("customer_id");
  CREATE INDEX "product_comments_updated_at_idx" ON "product_comments" USING btree ("updated_at");
  CREATE INDEX "product_comments_created_at_idx" ON "product_comments" USING btree ("created_at");
  CREATE INDEX "product_status_createdAt_idx" ON "product_comments" USING btree ("product_id","status","created_at");
  CREATE INDEX "product_likes_product_idx" ON "product_likes" USING btree ("product_id");
  CREATE INDEX "product_likes_customer_idx" ON "product_likes" USING btree ("customer_id");
  CREATE INDEX "product_likes_updated_at_idx" ON "product_likes" USING btree ("updated_at");
  CREATE INDEX "product_likes_created_at_idx" ON "product_likes" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_customer_idx" ON "product_likes" USING btree ("product_id","customer_id");
  CREATE INDEX "otp_codes_customer_idx" ON "otp_codes" USING btree ("customer_id");
  CREATE INDEX "otp_codes_updated_at_idx" ON "otp_codes" USING btree ("updated_at");
  CREATE INDEX "otp_codes_created_at_idx" ON "otp_codes" USING btree ("created_at");
  CREATE INDEX "mobile_createdAt_idx" ON "otp_codes" USING btree ("mobile","created_at");
  CREATE INDEX "ipHash_createdAt_idx" ON "otp_codes" USING btree ("ip_hash","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_comments_fk" FOREIGN KEY ("product_comments_id") REFERENCES "public"."product_comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_likes_fk" FOREIGN KEY ("product_likes_id") REFERENCES "public"."product_likes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_otp_codes_fk" FOREIGN KEY ("otp_codes_id") REFERENCES "public"."otp_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("product_comments_id");
  CREATE INDEX "payload_locked_documents_rels_product_likes_id_idx" ON "payload_locked_documents_rels" USING btree ("product_likes_id");
  CREATE INDEX "payload_locked_documents_rels_otp_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("otp_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_comments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_likes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "otp_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_comments" CASCADE;
  DROP TABLE "product_likes" CASCADE;
  DROP TABLE "otp_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_comments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_likes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_otp_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_comments_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_likes_id_idx";
  DROP INDEX "payload_locked_documents_rels_otp_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_comments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_likes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "otp_codes_id";
  DROP TYPE "public"."enum_product_comments_status";
  DROP TYPE "public"."enum_product_comments_locale";
  DROP TYPE "public"."enum_otp_codes_purpose";`)
}
