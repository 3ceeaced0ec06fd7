import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`freight_rates_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`province\` text NOT NULL,
  	\`price_per_ton\` numeric NOT NULL,
  	\`minimum\` numeric DEFAULT 0 NOT NULL,
  	\`free_above_tons\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`freight_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`freight_rates_rates_order_idx\` ON \`freight_rates_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`freight_rates_rates_parent_id_idx\` ON \`freight_rates_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`freight_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`freight_rates_rates\`;`)
  await db.run(sql`DROP TABLE \`freight_rates\`;`)
}
