CREATE TABLE "membership_order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_order_id" integer NOT NULL,
	"staff_id" integer,
	"request_key" text NOT NULL,
	"request_hash" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"message" text,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "membership_order_refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "membership_order_refunds_amount_nonnegative" CHECK ("membership_order_refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "membership_order_refunds" ADD CONSTRAINT "membership_order_refunds_membership_order_id_membership_orders_id_fk" FOREIGN KEY ("membership_order_id") REFERENCES "public"."membership_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_order_refunds" ADD CONSTRAINT "membership_order_refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_order_refunds_one_per_order" ON "membership_order_refunds" USING btree ("membership_order_id") WHERE "membership_order_refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "membership_order_refunds_pending_idx" ON "membership_order_refunds" USING btree ("created_at") WHERE "membership_order_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at") WHERE "orders"."member_id" is not null;