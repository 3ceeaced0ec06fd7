import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_supplier_applications_activity_areas" AS ENUM('electricity', 'instrumentation', 'mechanical', 'chemical', 'labEquipment', 'general');
  CREATE TYPE "public"."enum_supplier_applications_status" AS ENUM('new', 'underReview', 'approved', 'rejected');
  CREATE TYPE "public"."enum_supplier_applications_locale" AS ENUM('fa', 'en', 'ar');
  CREATE TYPE "public"."enum_supplier_applications_person_type" AS ENUM('natural', 'legal');
  CREATE TYPE "public"."enum_supplier_applications_company_type" AS ENUM('privateJointStock', 'publicJointStock', 'other');
  CREATE TYPE "public"."enum_private_files_kind" AS ENUM('supplier', 'job');
  CREATE TABLE "supplier_applications_activity_areas" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_supplier_applications_activity_areas",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "supplier_applications_other_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"issuer" varchar,
  	"type" varchar,
  	"received_at" varchar,
  	"expires_at" varchar
  );
  
  CREATE TABLE "supplier_applications_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" varchar,
  	"name" varchar,
  	"size" numeric
  );
  
  CREATE TABLE "supplier_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_supplier_applications_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"locale" "enum_supplier_applications_locale",
  	"ip_hash" varchar,
  	"company_name_fa" varchar,
  	"company_name_en" varchar,
  	"company_name_ar" varchar,
  	"supplier_name" varchar,
  	"person_type" "enum_supplier_applications_person_type",
  	"national_id" varchar,
  	"registration_number" varchar,
  	"economic_code" varchar,
  	"registration_date" varchar,
  	"founding_date" varchar,
  	"field_of_activity" varchar,
  	"ceo_name" varchar,
  	"company_type" "enum_supplier_applications_company_type",
  	"company_type_other" varchar,
  	"addresses_head_office_address" varchar,
  	"addresses_head_office_postal_code" varchar,
  	"addresses_head_office_phone" varchar,
  	"addresses_head_office_fax" varchar,
  	"addresses_sales_office_address" varchar,
  	"addresses_sales_office_postal_code" varchar,
  	"addresses_sales_office_phone" varchar,
  	"addresses_sales_office_fax" varchar,
  	"addresses_factory_address" varchar,
  	"addresses_factory_postal_code" varchar,
  	"addresses_factory_phone" varchar,
  	"addresses_factory_fax" varchar,
  	"contact_number" varchar,
  	"email" varchar,
  	"website" varchar,
  	"certificates_iso9001_held" boolean,
  	"certificates_iso9001_issuer" varchar,
  	"certificates_iso9001_type" varchar,
  	"certificates_iso9001_received_at" varchar,
  	"certificates_iso9001_expires_at" varchar,
  	"certificates_iso14001_held" boolean,
  	"certificates_iso14001_issuer" varchar,
  	"certificates_iso14001_type" varchar,
  	"certificates_iso14001_received_at" varchar,
  	"certificates_iso14001_expires_at" varchar,
  	"certificates_iso45001_held" boolean,
  	"certificates_iso45001_issuer" varchar,
  	"certificates_iso45001_type" varchar,
  	"certificates_iso45001_received_at" varchar,
  	"certificates_iso45001_expires_at" varchar,
  	"certificates_iso10002_held" boolean,
  	"certificates_iso10002_issuer" varchar,
  	"certificates_iso10002_type" varchar,
  	"certificates_iso10002_received_at" varchar,
  	"certificates_iso10002_expires_at" varchar,
  	"certificates_iso50001_held" boolean,
  	"certificates_iso50001_issuer" varchar,
  	"certificates_iso50001_type" varchar,
  	"certificates_iso50001_received_at" varchar,
  	"certificates_iso50001_expires_at" varchar,
  	"certificates_efqm_held" boolean,
  	"certificates_efqm_issuer" varchar,
  	"certificates_efqm_type" varchar,
  	"certificates_efqm_received_at" varchar,
  	"certificates_efqm_expires_at" varchar,
  	"certificates_sima_held" boolean,
  	"certificates_sima_issuer" varchar,
  	"certificates_sima_type" varchar,
  	"certificates_sima_received_at" varchar,
  	"certificates_sima_expires_at" varchar,
  	"licence_activity_fields" varchar,
  	"licence_licensing_companies" varchar,
  	"licence_licence_date" varchar,
  	"licence_granted_fields" varchar,
  	"bundle_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "private_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_private_files_kind" NOT NULL,
  	"reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "supplier_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_files_id" integer;
  ALTER TABLE "supplier_applications_activity_areas" ADD CONSTRAINT "supplier_applications_activity_areas_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_applications_other_certificates" ADD CONSTRAINT "supplier_applications_other_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_applications_files" ADD CONSTRAINT "supplier_applications_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_bundle_id_private_files_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "supplier_applications_activity_areas_order_idx" ON "supplier_applications_activity_areas" USING btree ("order");
  CREATE INDEX "supplier_applications_activity_areas_parent_idx" ON "supplier_applications_activity_areas" USING btree ("parent_id");
  CREATE INDEX "supplier_applications_other_certificates_order_idx" ON "supplier_applications_other_certificates" USING btree ("_order");
  CREATE INDEX "supplier_applications_other_certificates_parent_id_idx" ON "supplier_applications_other_certificates" USING btree ("_parent_id");
  CREATE INDEX "supplier_applications_files_order_idx" ON "supplier_applications_files" USING btree ("_order");
  CREATE INDEX "supplier_applications_files_parent_id_idx" ON "supplier_applications_files" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "supplier_applications_reference_idx" ON "supplier_applications" USING btree ("reference");
  CREATE INDEX "supplier_applications_status_idx" ON "supplier_applications" USING btree ("status");
  CREATE INDEX "supplier_applications_ip_hash_idx" ON "supplier_applications" USING btree ("ip_hash");
  CREATE INDEX "supplier_applications_bundle_idx" ON "supplier_applications" USING btree ("bundle_id");
  CREATE INDEX "supplier_applications_updated_at_idx" ON "supplier_applications" USING btree ("updated_at");
  CREATE INDEX "supplier_applications_created_at_idx" ON "supplier_applications" USING btree ("created_at");
  CREATE INDEX "private_files_kind_idx" ON "private_files" USING btree ("kind");
  CREATE INDEX "private_files_reference_idx" ON "private_files" USING btree ("reference");
  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_supplier_applications_fk" FOREIGN KEY ("supplier_applications_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_supplier_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("supplier_applications_id");
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "supplier_applications_activity_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_applications_other_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_applications_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "private_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "supplier_applications_activity_areas" CASCADE;
  DROP TABLE "supplier_applications_other_certificates" CASCADE;
  DROP TABLE "supplier_applications_files" CASCADE;
  DROP TABLE "supplier_applications" CASCADE;
  DROP TABLE "private_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_supplier_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_supplier_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_private_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "supplier_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_files_id";
  DROP TYPE "public"."enum_supplier_applications_activity_areas";
  DROP TYPE "public"."enum_supplier_applications_status";
  DROP TYPE "public"."enum_supplier_applications_locale";
  DROP TYPE "public"."enum_supplier_applications_person_type";
  DROP TYPE "public"."enum_supplier_applications_company_type";
  DROP TYPE "public"."enum_private_files_kind";`)
}
