import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_freight_rates_rates_province" AS ENUM('east-azerbaijan', 'west-azerbaijan', 'ardabil', 'isfahan', 'alborz', 'ilam', 'bushehr', 'tehran', 'chaharmahal-bakhtiari', 'south-khorasan', 'razavi-khorasan', 'north-khorasan', 'khuzestan', 'zanjan', 'semnan', 'sistan-baluchestan', 'fars', 'qazvin', 'qom', 'kurdistan', 'kerman', 'kermanshah', 'kohgiluyeh-boyer-ahmad', 'golestan', 'gilan', 'lorestan', 'mazandaran', 'markazi', 'hormozgan', 'hamadan', 'yazd');
  CREATE TABLE "freight_rates_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"province" "enum_freight_rates_rates_province" NOT NULL,
  	"price_per_ton" numeric NOT NULL,
  	"minimum" numeric DEFAULT 0 NOT NULL,
  	"free_above_tons" numeric
  );
  
  CREATE TABLE "freight_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "freight_rates_rates" ADD CONSTRAINT "freight_rates_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."freight_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "freight_rates_rates_order_idx" ON "freight_rates_rates" USING btree ("_order");
  CREATE INDEX "freight_rates_rates_parent_id_idx" ON "freight_rates_rates" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "freight_rates_rates" CASCADE;
  DROP TABLE "freight_rates" CASCADE;
  DROP TYPE "public"."enum_freight_rates_rates_province";`)
}
