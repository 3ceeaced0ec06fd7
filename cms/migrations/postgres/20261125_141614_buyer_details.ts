import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_buyer_kind" AS ENUM('person', 'company');
  CREATE TYPE "public"."enum_customers_buyer_kind" AS ENUM('person', 'company');
  ALTER TABLE "orders" ADD COLUMN "buyer_kind" "enum_orders_buyer_kind";
  ALTER TABLE "orders" ADD COLUMN "buyer_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_national_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_company_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_legal_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_economic_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_registration_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_address" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_postal_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_landline" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_kind" "enum_customers_buyer_kind";
  ALTER TABLE "customers" ADD COLUMN "buyer_national_code" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_company_name" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_legal_id" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_economic_code" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_registration_number" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_address" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_postal_code" varchar;
  ALTER TABLE "customers" ADD COLUMN "buyer_landline" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "buyer_kind";
  ALTER TABLE "orders" DROP COLUMN "buyer_name";
  ALTER TABLE "orders" DROP COLUMN "buyer_national_code";
  ALTER TABLE "orders" DROP COLUMN "buyer_company_name";
  ALTER TABLE "orders" DROP COLUMN "buyer_legal_id";
  ALTER TABLE "orders" DROP COLUMN "buyer_economic_code";
  ALTER TABLE "orders" DROP COLUMN "buyer_registration_number";
  ALTER TABLE "orders" DROP COLUMN "buyer_address";
  ALTER TABLE "orders" DROP COLUMN "buyer_postal_code";
  ALTER TABLE "orders" DROP COLUMN "buyer_landline";
  ALTER TABLE "customers" DROP COLUMN "buyer_kind";
  ALTER TABLE "customers" DROP COLUMN "buyer_national_code";
  ALTER TABLE "customers" DROP COLUMN "buyer_company_name";
  ALTER TABLE "customers" DROP COLUMN "buyer_legal_id";
  ALTER TABLE "customers" DROP COLUMN "buyer_economic_code";
  ALTER TABLE "customers" DROP COLUMN "buyer_registration_number";
  ALTER TABLE "customers" DROP COLUMN "buyer_address";
  ALTER TABLE "customers" DROP COLUMN "buyer_postal_code";
  ALTER TABLE "customers" DROP COLUMN "buyer_landline";
  DROP TYPE "public"."enum_orders_buyer_kind";
  DROP TYPE "public"."enum_customers_buyer_kind";`)
}
