CREATE TABLE "day_closes" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"staff_id" integer NOT NULL,
	"float_cents" integer NOT NULL,
	"cash_sales_cents" integer NOT NULL,
	"cash_refunds_cents" integer NOT NULL,
	"owed_handed_over_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"counted_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_closes_day_unique" UNIQUE("day"),
	CONSTRAINT "day_closes_amounts_nonnegative" CHECK ("day_closes"."float_cents" >= 0 and "day_closes"."counted_cents" >= 0),
	CONSTRAINT "day_closes_difference_whole" CHECK ("day_closes"."difference_cents" = "day_closes"."counted_cents" - "day_closes"."expected_cents")
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;