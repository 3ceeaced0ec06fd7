import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_comments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`body\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`author_name\` text,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_comments_product_idx\` ON \`product_comments\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`product_comments_customer_idx\` ON \`product_comments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`product_comments_updated_at_idx\` ON \`product_comments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_comments_created_at_idx\` ON \`product_comments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_status_createdAt_idx\` ON \`product_comments\` (\`product_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_likes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_likes_product_idx\` ON \`product_likes\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`product_likes_customer_idx\` ON \`product_likes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`product_likes_updated_at_idx\` ON \`product_likes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_likes_created_at_idx\` ON \`product_likes\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_customer_idx\` ON \`product_likes\` (\`product_id\`,\`customer_id\`);`)
  await db.run(sql`CREATE TABLE \`otp_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`used_at\` text,
  	\`customer_id\` integer,
  	\`ip_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`otp_codes_customer_idx\` ON \`otp_codes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`otp_codes_updated_at_idx\` ON \`otp_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`otp_codes_created_at_idx\` ON \`otp_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`mobile_createdAt_idx\` ON \`otp_codes\` (\`mobile\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`ipHash_createdAt_idx\` ON \`otp_codes\` (\`ip_hash\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_comments_id\` integer REFERENCES product_comments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_likes_id\` integer REFERENCES product_likes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`otp_codes_id\` integer REFERENCES otp_codes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`product_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_likes_id_idx\` ON \`payload_locked_documents_rels\` (\`product_likes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_otp_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`otp_codes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`product_comments\`;`)
  await db.run(sql`DROP TABLE \`product_likes\`;`)
  await db.run(sql`DROP TABLE \`otp_codes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`categories_id\` integer,
  	\`brands_id\` integer,
  	\`spec_attributes_id\` integer,
  	\`media_id\` integer,
  	\`customers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spec_attributes_id\`) REFERENCES \`spec_attributes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "categories_id", "brands_id", "spec_attributes_id", "media_id", "customers_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "categories_id", "brands_id", "spec_attributes_id", "media_id", "customers_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spec_attributes_id_idx\` ON \`payload_locked_documents_rels\` (\`spec_attributes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
