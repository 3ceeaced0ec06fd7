import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_items\` ADD \`made_to_order\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`orderable\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders_items\` DROP COLUMN \`made_to_order\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`orderable\`;`)
}
