import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_requests_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`product_id\` integer,
  	\`title\` text,
  	\`shape\` text,
  	\`size_a\` numeric,
  	\`size_b\` numeric,
  	\`wall\` numeric,
  	\`length\` numeric,
  	\`grade\` text,
  	\`coating\` text,
  	\`quantity\` numeric NOT NULL,
  	\`unit\` text NOT NULL,
  	\`kg_per_branch\` numeric,
  	\`unit_price\` numeric,
  	\`line_total\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_lines_order_idx\` ON \`quote_requests_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_lines_parent_id_idx\` ON \`quote_requests_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_lines_product_idx\` ON \`quote_requests_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_requests_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slot\` text,
  	\`name\` text,
  	\`size\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_files_order_idx\` ON \`quote_requests_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_files_parent_id_idx\` ON \`quote_requests_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`quote_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`quote_requests_history_order_idx\` ON \`quote_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_history_parent_id_idx\` ON \`quote_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`quote_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'sent' NOT NULL,
  	\`notes\` text,
  	\`locale\` text,
  	\`ip_hash\` text,
  	\`customer_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`province\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`wanted_date\` text,
  	\`customer_note\` text,
  	\`freight\` numeric DEFAULT 0,
  	\`validity_days\` numeric DEFAULT 3,
  	\`quoted_at\` text,
  	\`valid_until\` text,
  	\`bundle_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bundle_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_requests_reference_idx\` ON \`quote_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_status_idx\` ON \`quote_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_ip_hash_idx\` ON \`quote_requests\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_customer_idx\` ON \`quote_requests\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_order_idx\` ON \`quote_requests\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_bundle_idx\` ON \`quote_requests\` (\`bundle_id\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_updated_at_idx\` ON \`quote_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_requests_created_at_idx\` ON \`quote_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_1_idx\` ON \`quote_requests\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`freight\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`quote_id\` integer REFERENCES quote_requests(id);`)
  await db.run(sql`CREATE INDEX \`orders_quote_idx\` ON \`orders\` (\`quote_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quote_requests_id\` integer REFERENCES quote_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_requests_lines\`;`)
  await db.run(sql`DROP TABLE \`quote_requests_files\`;`)
  await db.run(sql`DROP TABLE \`quote_requests_history\`;`)
  await db.run(sql`DROP TABLE \`quote_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`stage\` text DEFAULT 'not_checked' NOT NULL,
  	\`stage_reason\` text,
  	\`customer_id\` integer NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`payment_state\` text DEFAULT 'unpaid' NOT NULL,
  	\`paid_amount\` numeric DEFAULT 0,
  	\`buyer_kind\` text,
  	\`buyer_name\` text,
  	\`buyer_national_code\` text,
  	\`buyer_company_name\` text,
  	\`buyer_legal_id\` text,
  	\`buyer_economic_code\` text,
  	\`buyer_registration_number\` text,
  	\`buyer_address\` text,
  	\`buyer_postal_code\` text,
  	\`buyer_landline\` text,
  	\`address\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`note\` text,
  	\`locale\` text DEFAULT 'fa',
  	\`submission_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "order_number", "stage", "stage_reason", "customer_id", "total", "payment_state", "paid_amount", "buyer_kind", "buyer_name", "buyer_national_code", "buyer_company_name", "buyer_legal_id", "buyer_economic_code", "buyer_registration_number", "buyer_address", "buyer_postal_code", "buyer_landline", "address", "phone", "note", "locale", "submission_key", "updated_at", "created_at") SELECT "id", "order_number", "stage", "stage_reason", "customer_id", "total", "payment_state", "paid_amount", "buyer_kind", "buyer_name", "buyer_national_code", "buyer_company_name", "buyer_legal_id", "buyer_economic_code", "buyer_registration_number", "buyer_address", "buyer_postal_code", "buyer_landline", "address", "phone", "note", "locale", "submission_key", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_stage_idx\` ON \`orders\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_state_idx\` ON \`orders\` (\`payment_state\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_submission_key_idx\` ON \`orders\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_createdAt_idx\` ON \`orders\` (\`customer_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stage_createdAt_idx\` ON \`orders\` (\`stage\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`orders_id\` integer,
  	\`payment_receipts_id\` integer,
  	\`products_id\` integer,
  	\`price_changes_id\` integer,
  	\`price_alerts_id\` integer,
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
  	\`supplier_applications_id\` integer,
  	\`job_applications_id\` integer,
  	\`private_files_id\` integer,
  	\`media_id\` integer,
  	\`customers_id\` integer,
  	\`carts_id\` integer,
  	\`users_id\` integer,
  	\`otp_codes_id\` integer,
  	\`rate_marks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_receipts_id\`) REFERENCES \`payment_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_changes_id\`) REFERENCES \`price_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_alerts_id\`) REFERENCES \`price_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`supplier_applications_id\`) REFERENCES \`supplier_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`private_files_id\`) REFERENCES \`private_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`otp_codes_id\`) REFERENCES \`otp_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_marks_id\`) REFERENCES \`rate_marks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "orders_id", "payment_receipts_id", "products_id", "price_changes_id", "price_alerts_id", "categories_id", "brands_id", "spec_attributes_id", "product_comments_id", "product_likes_id", "posts_id", "post_tags_id", "gallery_albums_id", "certifications_id", "branches_id", "consultation_requests_id", "supplier_applications_id", "job_applications_id", "private_files_id", "media_id", "customers_id", "carts_id", "users_id", "otp_codes_id", "rate_marks_id") SELECT "id", "order", "parent_id", "path", "orders_id", "payment_receipts_id", "products_id", "price_changes_id", "price_alerts_id", "categories_id", "brands_id", "spec_attributes_id", "product_comments_id", "product_likes_id", "posts_id", "post_tags_id", "gallery_albums_id", "certifications_id", "branches_id", "consultation_requests_id", "supplier_applications_id", "job_applications_id", "private_files_id", "media_id", "customers_id", "carts_id", "users_id", "otp_codes_id", "rate_marks_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_receipts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`price_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`price_alerts_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_supplier_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`supplier_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_private_files_id_idx\` ON \`payload_locked_documents_rels\` (\`private_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_otp_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`otp_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_marks_id\`);`)
}
