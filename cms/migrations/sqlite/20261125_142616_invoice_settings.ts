import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`invoice_settings_vat_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`rate\` numeric NOT NULL,
  	\`from\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoice_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invoice_settings_vat_rates_order_idx\` ON \`invoice_settings_vat_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`invoice_settings_vat_rates_parent_id_idx\` ON \`invoice_settings_vat_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invoice_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seller_national_id\` text,
  	\`seller_economic_code\` text,
  	\`seller_registration_number\` text,
  	\`seller_postal_code\` text,
  	\`seller_phone\` text,
  	\`validity_days\` numeric DEFAULT 1 NOT NULL,
  	\`bank_account_number\` text,
  	\`bank_iban\` text,
  	\`bank_card\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`invoice_settings_locales\` (
  	\`seller_legal_name\` text,
  	\`seller_address\` text,
  	\`bank_account_holder\` text,
  	\`bank_bank_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoice_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invoice_settings_locales_locale_parent_id_unique\` ON \`invoice_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`invoice_settings_locales_parent_idx\` ON \`invoice_settings_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`invoice_settings_vat_rates\`;`)
  await db.run(sql`DROP TABLE \`invoice_settings\`;`)
  await db.run(sql`DROP TABLE \`invoice_settings_locales\`;`)
}
