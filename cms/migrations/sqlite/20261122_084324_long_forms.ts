import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`supplier_applications_activity_areas\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`supplier_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supplier_applications_activity_areas_order_idx\` ON \`supplier_applications_activity_areas\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_activity_areas_parent_idx\` ON \`supplier_applications_activity_areas\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supplier_applications_other_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`issuer\` text,
  	\`type\` text,
  	\`received_at\` text,
  	\`expires_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supplier_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supplier_applications_other_certificates_order_idx\` ON \`supplier_applications_other_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_other_certificates_parent_id_idx\` ON \`supplier_applications_other_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supplier_applications_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text,
  	\`name\` text,
  	\`size\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`supplier_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`supplier_applications_files_order_idx\` ON \`supplier_applications_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_files_parent_id_idx\` ON \`supplier_applications_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`supplier_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`locale\` text,
  	\`ip_hash\` text,
  	\`company_name_fa\` text,
  	\`company_name_en\` text,
  	\`company_name_ar\` text,
  	\`supplier_name\` text,
  	\`person_type\` text,
  	\`national_id\` text,
  	\`registration_number\` text,
  	\`economic_code\` text,
  	\`registration_date\` text,
  	\`founding_date\` text,
  	\`field_of_activity\` text,
  	\`ceo_name\` text,
  	\`company_type\` text,
  	\`company_type_other\` text,
  	\`addresses_head_office_address\` text,
  	\`addresses_head_office_postal_code\` text,
  	\`addresses_head_office_phone\` text,
  	\`addresses_head_office_fax\` text,
  	\`addresses_sales_office_address\` text,
  	\`addresses_sales_office_postal_code\` text,
  	\`addresses_sales_office_phone\` text,
  	\`addresses_sales_office_fax\` text,
  	\`addresses_factory_address\` text,
  	\`addresses_factory_postal_code\` text,
  	\`addresses_factory_phone\` text,
  	\`addresses_factory_fax\` text,
  	\`contact_number\` text,
  	\`email\` text,
  	\`website\` text,
  	\`certificates_iso9001_held\` integer,
  	\`certificates_iso9001_issuer\` text,
  	\`certificates_iso9001_type\` text,
  	\`certificates_iso9001_received_at\` text,
  	\`certificates_iso9001_expires_at\` text,
  	\`certificates_iso14001_held\` integer,
  	\`certificates_iso14001_issuer\` text,
  	\`certificates_iso14001_type\` text,
  	\`certificates_iso14001_received_at\` text,
  	\`certificates_iso14001_expires_at\` text,
  	\`certificates_iso45001_held\` integer,
  	\`certificates_iso45001_issuer\` text,
  	\`certificates_iso45001_type\` text,
  	\`certificates_iso45001_received_at\` text,
  	\`certificates_iso45001_expires_at\` text,
  	\`certificates_iso10002_held\` integer,
  	\`certificates_iso10002_issuer\` text,
  	\`certificates_iso10002_type\` text,
  	\`certificates_iso10002_received_at\` text,
  	\`certificates_iso10002_expires_at\` text,
  	\`certificates_iso50001_held\` integer,
  	\`certificates_iso50001_issuer\` text,
  	\`certificates_iso50001_type\` text,
  	\`certificates_iso50001_received_at\` text,
  	\`certificates_iso50001_expires_at\` text,
  	\`certificates_efqm_held\` integer,
  	\`certificates_efqm_issuer\` text,
  	\`certificates_efqm_type\` text,
  	\`certificates_efqm_received_at\` text,
  	\`certificates_efqm_expires_at\` text,
  	\`certificates_sima_held\` integer,
  	\`certificates_sima_issuer\` text,
  	\`certificates_sima_type\` text,
  	\`certificates_sima_received_at\` text,
  	\`certificates_sima_expires_at\` text,
  	\`licence_activity_fields\` text,
  	\`licence_licensing_companies\` text,
  	\`licence_licence_date\` text,
  	\`licence_granted_fields\` text,
  	\`bundle_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`bundle_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`supplier_applications_reference_idx\` ON \`supplier_applications\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_status_idx\` ON \`supplier_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_ip_hash_idx\` ON \`supplier_applications\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_bundle_idx\` ON \`supplier_applications\` (\`bundle_id\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_updated_at_idx\` ON \`supplier_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`supplier_applications_created_at_idx\` ON \`supplier_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`company\` text,
  	\`from\` text,
  	\`until\` text,
  	\`position\` text,
  	\`last_salary\` text,
  	\`reason_for_leaving\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_jobs_order_idx\` ON \`job_applications_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_jobs_parent_id_idx\` ON \`job_applications_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`conversation\` text,
  	\`reading\` text,
  	\`writing\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_languages_order_idx\` ON \`job_applications_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_languages_parent_id_idx\` ON \`job_applications_languages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text,
  	\`name\` text,
  	\`size\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_files_order_idx\` ON \`job_applications_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_files_parent_id_idx\` ON \`job_applications_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`notes\` text,
  	\`locale\` text,
  	\`ip_hash\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`father_name\` text,
  	\`national_code\` text,
  	\`birth_place\` text,
  	\`birth_date\` text,
  	\`religion\` text,
  	\`number_of_sisters\` text,
  	\`number_of_brothers\` text,
  	\`marital_status\` text,
  	\`number_of_children\` text,
  	\`dependents\` text,
  	\`spouse_job\` text,
  	\`spouse_education\` text,
  	\`marriage_date\` text,
  	\`father_job\` text,
  	\`mother_job\` text,
  	\`has_insurance\` text,
  	\`insurance_years\` text,
  	\`postal_code\` text,
  	\`mobile\` text,
  	\`home_phone\` text,
  	\`military_status\` text,
  	\`exemption_reason\` text,
  	\`residence_address\` text,
  	\`how_introduced\` text,
  	\`education_high_school_institution\` text,
  	\`education_high_school_field\` text,
  	\`education_high_school_gpa\` text,
  	\`education_high_school_start\` text,
  	\`education_high_school_end\` text,
  	\`education_associate_institution\` text,
  	\`education_associate_field\` text,
  	\`education_associate_gpa\` text,
  	\`education_associate_start\` text,
  	\`education_associate_end\` text,
  	\`education_bachelor_institution\` text,
  	\`education_bachelor_field\` text,
  	\`education_bachelor_gpa\` text,
  	\`education_bachelor_start\` text,
  	\`education_bachelor_end\` text,
  	\`education_master_institution\` text,
  	\`education_master_field\` text,
  	\`education_master_gpa\` text,
  	\`education_master_start\` text,
  	\`education_master_end\` text,
  	\`education_doctorate_institution\` text,
  	\`education_doctorate_field\` text,
  	\`education_doctorate_gpa\` text,
  	\`education_doctorate_start\` text,
  	\`education_doctorate_end\` text,
  	\`software_word\` text,
  	\`software_excel\` text,
  	\`software_powerpoint\` text,
  	\`software_windows\` text,
  	\`software_hardware\` text,
  	\`software_autocad\` text,
  	\`software_in_house\` text,
  	\`software_other\` text,
  	\`other_software\` text,
  	\`arts_and_sports\` text,
  	\`research\` text,
  	\`last_books\` text,
  	\`health_and_surgeries\` text,
  	\`smoking\` text,
  	\`addiction\` text,
  	\`criminal_record\` text,
  	\`criminal_record_details\` text,
  	\`has_vehicle\` text,
  	\`vehicle\` text,
  	\`housing\` text,
  	\`has_other_income\` text,
  	\`other_income\` text,
  	\`studying\` text,
  	\`current_study\` text,
  	\`knows_staff\` text,
  	\`staff_details\` text,
  	\`has_guarantor\` text,
  	\`guarantor_name\` text,
  	\`applied_before\` text,
  	\`earlier_application_date\` text,
  	\`reference_name\` text,
  	\`reference_job\` text,
  	\`reference_acquaintance\` text,
  	\`reference_phone\` text,
  	\`reference_address\` text,
  	\`requested_job\` text,
  	\`employment_type\` text,
  	\`shift_work\` text,
  	\`salary_wanted\` text,
  	\`benefits_wanted\` text,
  	\`start_date\` text,
  	\`willing_to_travel\` text,
  	\`bundle_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`bundle_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_applications_reference_idx\` ON \`job_applications\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_ip_hash_idx\` ON \`job_applications\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_bundle_idx\` ON \`job_applications\` (\`bundle_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`private_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`reference\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`private_files_kind_idx\` ON \`private_files\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`private_files_reference_idx\` ON \`private_files\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`private_files_updated_at_idx\` ON \`private_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`private_files_created_at_idx\` ON \`private_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`private_files_filename_idx\` ON \`private_files\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`supplier_applications_id\` integer REFERENCES supplier_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`private_files_id\` integer REFERENCES private_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_supplier_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`supplier_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`supplier_applications_activity_areas\`;`)
  await db.run(sql`DROP TABLE \`supplier_applications_other_certificates\`;`)
  await db.run(sql`DROP TABLE \`supplier_applications_files\`;`)
  await db.run(sql`DROP TABLE \`supplier_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications_jobs\`;`)
  await db.run(sql`DROP TABLE \`job_applications_languages\`;`)
  await db.run(sql`DROP TABLE \`job_applications_files\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`private_files\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`orders_id\` integer,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`brands_id\` integer,
  	\`spec_attributes_id\` integer,
  	\`product_comments_id\` integer,
  	\`product_likes_id\` integer,
  	\`posts_id\` integer,
  	\`post_tags_id\` integer,
  	\`gallery_albums_id\` integer,
  	\`certifications_id\` integer,
  	\`branches_id\` integer,
  	\`consultation_requests_id\` integer,
  	\`media_id\` integer,
  	\`customers_id\` integer,
  	\`carts_id\` integer,
  	\`users_id\` integer,
  	\`otp_codes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spec_attributes_id\`) REFERENCES \`spec_attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_comments_id\`) REFERENCES \`product_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_likes_id\`) REFERENCES \`product_likes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`post_tags_id\`) REFERENCES \`post_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gallery_albums_id\`) REFERENCES \`gallery_albums\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certifications_id\`) REFERENCES \`certifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`branches_id\`) REFERENCES \`branches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consultation_requests_id\`) REFERENCES \`consultation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`otp_codes_id\`) REFERENCES \`otp_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "orders_id", "products_id", "categories_id", "brands_id", "spec_attributes_id", "product_comments_id", "product_likes_id", "posts_id", "post_tags_id", "gallery_albums_id", "certifications_id", "branches_id", "consultation_requests_id", "media_id", "customers_id", "carts_id", "users_id", "otp_codes_id") SELECT "id", "order", "parent_id", "path", "orders_id", "products_id", "categories_id", "brands_id", "spec_attributes_id", "product_comments_id", "product_likes_id", "posts_id", "post_tags_id", "gallery_albums_id", "certifications_id", "branches_id", "consultation_requests_id", "media_id", "customers_id", "carts_id", "users_id", "otp_codes_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spec_attributes_id_idx\` ON \`payload_locked_documents_rels\` (\`spec_attributes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`product_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`product_likes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_post_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`post_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gallery_albums_id_idx\` ON \`payload_locked_documents_rels\` (\`gallery_albums_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certifications_id_idx\` ON \`payload_locked_documents_rels\` (\`certifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_branches_id_idx\` ON \`payload_locked_documents_rels\` (\`branches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consultation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`consultation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_otp_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`otp_codes_id\`);`)
}
