CREATE SEQUENCE "public"."member_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 200001 CACHE 1;--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_credentials" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_credentials_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "member_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"membership_order_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"membership_type_id" text NOT NULL,
	"role" text NOT NULL,
	"starts_on" date NOT NULL,
	"expires_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"member_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"title" text,
	"gender" text,
	"date_of_birth" date,
	"is_primary" boolean DEFAULT false NOT NULL,
	"membership_type_id" text,
	"country" text,
	"street_address1" text,
	"city" text,
	"state" text,
	"zip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_member_code_unique" UNIQUE("member_code")
);
--> statement-breakpoint
CREATE TABLE "membership_add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"centaman_id" text NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_add_ons_price_not_negative" CHECK ("membership_add_ons"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"member_id" integer,
	"membership_id" integer NOT NULL,
	"order_info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_checkouts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "membership_order_submissions" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"order_id" integer,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"receipt" text NOT NULL,
	"membership_id" integer NOT NULL,
	"household_id" integer NOT NULL,
	"primary_member_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"payment_method" text,
	"charge_transaction_token" text,
	"subtotal_before_discounts_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"donation_cents" integer NOT NULL,
	"total_paid_cents" integer NOT NULL,
	"coupon_code" text,
	"items" jsonb NOT NULL,
	"created_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_orders_token_unique" UNIQUE("token"),
	CONSTRAINT "membership_orders_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"centaman_id" text NOT NULL,
	"name" text NOT NULL,
	"package" text,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"add_on" boolean DEFAULT false NOT NULL,
	"location" text,
	"membership_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"primary_centaman_id" text NOT NULL,
	"primary_display_name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"secondary_centaman_id" text,
	"secondary_display_name" text,
	"secondary_max_quantity" integer DEFAULT 0 NOT NULL,
	"duration_months" integer DEFAULT 12 NOT NULL,
	"waiver_link" text,
	CONSTRAINT "memberships_centaman_id_unique" UNIQUE("centaman_id"),
	CONSTRAINT "memberships_price_not_negative" CHECK ("memberships"."price_cents" >= 0),
	CONSTRAINT "memberships_secondary_max_not_negative" CHECK ("memberships"."secondary_max_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "member_credentials" ADD CONSTRAINT "member_credentials_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_memberships" ADD CONSTRAINT "member_memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_memberships" ADD CONSTRAINT "member_memberships_membership_order_id_membership_orders_id_fk" FOREIGN KEY ("membership_order_id") REFERENCES "public"."membership_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_memberships" ADD CONSTRAINT "member_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_add_ons" ADD CONSTRAINT "membership_add_ons_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_checkouts" ADD CONSTRAINT "membership_checkouts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_order_submissions" ADD CONSTRAINT "membership_order_submissions_order_id_membership_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."membership_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_primary_member_id_members_id_fk" FOREIGN KEY ("primary_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_rate_limits_window_idx" ON "auth_rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "member_memberships_member_idx" ON "member_memberships" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_household_idx" ON "members" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_one_primary_idx" ON "members" USING btree ("household_id") WHERE "members"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "membership_add_ons_membership_code_idx" ON "membership_add_ons" USING btree ("membership_id","centaman_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_member_idx" ON "password_reset_tokens" USING btree ("member_id");