import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_supplier_applications_activity_areas" AS ENUM('electricity', 'instrumentation', 'mechanical', 'chemical', 'labEquipment', 'general');
  CREATE TYPE "public"."enum_supplier_applications_files_slot" AS ENUM('idCard', 'catalogue', 'gazette', 'amendments', 'foundingNotice', 'articles');
  CREATE TYPE "public"."enum_supplier_applications_status" AS ENUM('new', 'underReview', 'approved', 'rejected');
  CREATE TYPE "public"."enum_supplier_applications_locale" AS ENUM('fa', 'en', 'ar');
  CREATE TYPE "public"."enum_supplier_applications_person_type" AS ENUM('natural', 'legal');
  CREATE TYPE "public"."enum_supplier_applications_company_type" AS ENUM('privateJointStock', 'publicJointStock', 'other');
  CREATE TYPE "public"."enum_job_applications_languages_conversation" AS ENUM('basic', 'intermediate', 'advanced', 'native');
  CREATE TYPE "public"."enum_job_applications_languages_reading" AS ENUM('basic', 'intermediate', 'advanced', 'native');
  CREATE TYPE "public"."enum_job_applications_languages_writing" AS ENUM('basic', 'intermediate', 'advanced', 'native');
  CREATE TYPE "public"."enum_job_applications_files_slot" AS ENUM('photo', 'resume');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'shortlisted', 'interviewed', 'rejected', 'hired');
  CREATE TYPE "public"."enum_job_applications_locale" AS ENUM('fa', 'en', 'ar');
  CREATE TYPE "public"."enum_job_applications_marital_status" AS ENUM('single', 'married', 'divorced', 'widowed');
  CREATE TYPE "public"."enum_job_applications_has_insurance" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_military_status" AS ENUM('completed', 'exempt', 'serving', 'notYet', 'notApplicable');
  CREATE TYPE "public"."enum_job_applications_software_word" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_excel" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_powerpoint" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_windows" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_hardware" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_autocad" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_in_house" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_software_other" AS ENUM('none', 'basic', 'intermediate', 'advanced');
  CREATE TYPE "public"."enum_job_applications_smoking" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_addiction" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_criminal_record" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_has_vehicle" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_housing" AS ENUM('owned', 'rented', 'family', 'company');
  CREATE TYPE "public"."enum_job_applications_has_other_income" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_studying" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_knows_staff" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_has_guarantor" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_applied_before" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_employment_type" AS ENUM('fullTime', 'partTime');
  CREATE TYPE "public"."enum_job_applications_shift_work" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_job_applications_willing_to_travel" AS ENUM('yes', 'no');
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
  	"slot" "enum_supplier_applications_files_slot",
  	"name" varchar,
  	"size" numeric,
  	"width" numeric,
  	"height" numeric
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
  
  CREATE TABLE "job_applications_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"company" varchar,
  	"from" varchar,
  	"until" varchar,
  	"position" varchar,
  	"last_salary" varchar,
  	"reason_for_leaving" varchar
  );
  
  CREATE TABLE "job_applications_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"conversation" "enum_job_applications_languages_conversation",
  	"reading" "enum_job_applications_languages_reading",
  	"writing" "enum_job_applications_languages_writing"
  );
  
  CREATE TABLE "job_applications_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" "enum_job_applications_files_slot",
  	"name" varchar,
  	"size" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"locale" "enum_job_applications_locale",
  	"ip_hash" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"father_name" varchar,
  	"national_code" varchar,
  	"birth_place" varchar,
  	"birth_date" varchar,
  	"religion" varchar,
  	"number_of_sisters" varchar,
  	"number_of_brothers" varchar,
  	"marital_status" "enum_job_applications_marital_status",
  	"number_of_children" varchar,
  	"dependents" varchar,
  	"spouse_job" varchar,
  	"spouse_education" varchar,
  	"marriage_date" varchar,
  	"father_job" varchar,
  	"mother_job" varchar,
  	"has_insurance" "enum_job_applications_has_insurance",
  	"insurance_years" varchar,
  	"postal_code" varchar,
  	"mobile" varchar,
  	"home_phone" varchar,
  	"military_status" "enum_job_applications_military_status",
  	"exemption_reason" varchar,
  	"residence_address" varchar,
  	"how_introduced" varchar,
  	"education_high_school_institution" varchar,
  	"education_high_school_field" varchar,
  	"education_high_school_gpa" varchar,
  	"education_high_school_start" varchar,
  	"education_high_school_end" varchar,
  	"education_associate_institution" varchar,
  	"education_associate_field" varchar,
  	"education_associate_gpa" varchar,
  	"education_associate_start" varchar,
  	"education_associate_end" varchar,
  	"education_bachelor_institution" varchar,
  	"education_bachelor_field" varchar,
  	"education_bachelor_gpa" varchar,
  	"education_bachelor_start" varchar,
  	"education_bachelor_end" varchar,
  	"education_master_institution" varchar,
  	"education_master_field" varchar,
  	"education_master_gpa" varchar,
  	"education_master_start" varchar,
  	"education_master_end" varchar,
  	"education_doctorate_institution" varchar,
  	"education_doctorate_field" varchar,
  	"education_doctorate_gpa" varchar,
  	"education_doctorate_start" varchar,
  	"education_doctorate_end" varchar,
  	"software_word" "enum_job_applications_software_word",
  	"software_excel" "enum_job_applications_software_excel",
  	"software_powerpoint" "enum_job_applications_software_powerpoint",
  	"software_windows" "enum_job_applications_software_windows",
  	"software_hardware" "enum_job_applications_software_hardware",
  	"software_autocad" "enum_job_applications_software_autocad",
  	"software_in_house" "enum_job_applications_software_in_house",
  	"software_other" "enum_job_applications_software_other",
  	"other_software" varchar,
  	"arts_and_sports" varchar,
  	"research" varchar,
  	"last_books" varchar,
  	"health_and_surgeries" varchar,
  	"smoking" "enum_job_applications_smoking",
  	"addiction" "enum_job_applications_addiction",
  	"criminal_record" "enum_job_applications_criminal_record",
  	"criminal_record_details" varchar,
  	"has_vehicle" "enum_job_applications_has_vehicle",
  	"vehicle" varchar,
  	"housing" "enum_job_applications_housing",
  	"has_other_income" "enum_job_applications_has_other_income",
  	"other_income" varchar,
  	"studying" "enum_job_applications_studying",
  	"current_study" varchar,
  	"knows_staff" "enum_job_applications_knows_staff",
  	"staff_details" varchar,
  	"has_guarantor" "enum_job_applications_has_guarantor",
  	"guarantor_name" varchar,
  	"applied_before" "enum_job_applications_applied_before",
  	"earlier_application_date" varchar,
  	"reference_name" varchar,
  	"reference_job" varchar,
  	"reference_acquaintance" varchar,
  	"reference_phone" varchar,
  	"reference_address" varchar,
  	"requested_job" varchar,
  	"employment_type" "enum_job_applications_employment_type",
  	"shift_work" "enum_job_applications_shift_work",
  	"salary_wanted" varchar,
  	"benefits_wanted" varchar,
  	"start_date" varchar,
  	"willing_to_travel" "enum_job_applications_willing_to_travel",
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_files_id" integer;
  ALTER TABLE "supplier_applications_activity_areas" ADD CONSTRAINT "supplier_applications_activity_areas_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_applications_other_certificates" ADD CONSTRAINT "supplier_applications_other_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_applications_files" ADD CONSTRAINT "supplier_applications_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "supplier_applications" ADD CONSTRAINT "supplier_applications_bundle_id_private_files_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications_jobs" ADD CONSTRAINT "job_applications_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_languages" ADD CONSTRAINT "job_applications_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_files" ADD CONSTRAINT "job_applications_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_bundle_id_private_files_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "job_applications_jobs_order_idx" ON "job_applications_jobs" USING btree ("_order");
  CREATE INDEX "job_applications_jobs_parent_id_idx" ON "job_applications_jobs" USING btree ("_parent_id");
  CREATE INDEX "job_applications_languages_order_idx" ON "job_applications_languages" USING btree ("_order");
  CREATE INDEX "job_applications_languages_parent_id_idx" ON "job_applications_languages" USING btree ("_parent_id");
  CREATE INDEX "job_applications_files_order_idx" ON "job_applications_files" USING btree ("_order");
  CREATE INDEX "job_applications_files_parent_id_idx" ON "job_applications_files" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "job_applications_reference_idx" ON "job_applications" USING btree ("reference");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_ip_hash_idx" ON "job_applications" USING btree ("ip_hash");
  CREATE INDEX "job_applications_bundle_idx" ON "job_applications" USING btree ("bundle_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "private_files_kind_idx" ON "private_files" USING btree ("kind");
  CREATE INDEX "private_files_reference_idx" ON "private_files" USING btree ("reference");
  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_supplier_applications_fk" FOREIGN KEY ("supplier_applications_id") REFERENCES "public"."supplier_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_supplier_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("supplier_applications_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "supplier_applications_activity_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_applications_other_certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_applications_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "supplier_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "private_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "supplier_applications_activity_areas" CASCADE;
  DROP TABLE "supplier_applications_other_certificates" CASCADE;
  DROP TABLE "supplier_applications_files" CASCADE;
  DROP TABLE "supplier_applications" CASCADE;
  DROP TABLE "job_applications_jobs" CASCADE;
  DROP TABLE "job_applications_languages" CASCADE;
  DROP TABLE "job_applications_files" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "private_files" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_supplier_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_supplier_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_private_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "supplier_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_files_id";
  DROP TYPE "public"."enum_supplier_applications_activity_areas";
  DROP TYPE "public"."enum_supplier_applications_files_slot";
  DROP TYPE "public"."enum_supplier_applications_status";
  DROP TYPE "public"."enum_supplier_applications_locale";
  DROP TYPE "public"."enum_supplier_applications_person_type";
  DROP TYPE "public"."enum_supplier_applications_company_type";
  DROP TYPE "public"."enum_job_applications_languages_conversation";
  DROP TYPE "public"."enum_job_applications_languages_reading";
  DROP TYPE "public"."enum_job_applications_languages_writing";
  DROP TYPE "public"."enum_job_applications_files_slot";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_locale";
  DROP TYPE "public"."enum_job_applications_marital_status";
  DROP TYPE "public"."enum_job_applications_has_insurance";
  DROP TYPE "public"."enum_job_applications_military_status";
  DROP TYPE "public"."enum_job_applications_software_word";
  DROP TYPE "public"."enum_job_applications_software_excel";
  DROP TYPE "public"."enum_job_applications_software_powerpoint";
  DROP TYPE "public"."enum_job_applications_software_windows";
  DROP TYPE "public"."enum_job_applications_software_hardware";
  DROP TYPE "public"."enum_job_applications_software_autocad";
  DROP TYPE "public"."enum_job_applications_software_in_house";
  DROP TYPE "public"."enum_job_applications_software_other";
  DROP TYPE "public"."enum_job_applications_smoking";
  DROP TYPE "public"."enum_job_applications_addiction";
  DROP TYPE "public"."enum_job_applications_criminal_record";
  DROP TYPE "public"."enum_job_applications_has_vehicle";
  DROP TYPE "public"."enum_job_applications_housing";
  DROP TYPE "public"."enum_job_applications_has_other_income";
  DROP TYPE "public"."enum_job_applications_studying";
  DROP TYPE "public"."enum_job_applications_knows_staff";
  DROP TYPE "public"."enum_job_applications_has_guarantor";
  DROP TYPE "public"."enum_job_applications_applied_before";
  DROP TYPE "public"."enum_job_applications_employment_type";
  DROP TYPE "public"."enum_job_applications_shift_work";
  DROP TYPE "public"."enum_job_applications_willing_to_travel";
  DROP TYPE "public"."enum_private_files_kind";`)
}
