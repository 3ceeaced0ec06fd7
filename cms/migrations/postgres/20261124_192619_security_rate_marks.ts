import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_otp_codes_purpose" ADD VALUE 'register';
  CREATE TABLE "rate_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"once" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_marks_id" integer;
  CREATE UNIQUE INDEX "rate_marks_once_idx" ON "rate_marks" USING btree ("once");
  CREATE INDEX "rate_marks_updated_at_idx" ON "rate_marks" USING btree ("updated_at");
  CREATE INDEX "rate_marks_created_at_idx" ON "rate_marks" USING btree ("created_at");
  CREATE INDEX "key_createdAt_idx" ON "rate_marks" USING btree ("key","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_marks_fk" FOREIGN KEY ("rate_marks_id") REFERENCES "public"."rate_marks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rate_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_marks_id");
  ALTER TABLE "customers" DROP COLUMN "login_attempts";
  ALTER TABLE "customers" DROP COLUMN "lock_until";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rate_marks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rate_marks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_marks_fk";
  
  ALTER TABLE "otp_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_otp_codes_purpose";
  CREATE TYPE "public"."enum_otp_codes_purpose" AS ENUM('login', 'verify-mobile');
  ALTER TABLE "otp_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_otp_codes_purpose" USING "purpose"::"public"."enum_otp_codes_purpose";
  DROP INDEX "payload_locked_documents_rels_rate_marks_id_idx";
  ALTER TABLE "customers" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "customers" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_marks_id";`)
}
