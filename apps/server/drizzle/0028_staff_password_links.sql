CREATE TABLE "staff_password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_password_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_password_links_purpose_known" CHECK ("staff_password_links"."purpose" in ('invitation', 'reset'))
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_password_links" ADD CONSTRAINT "staff_password_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_password_links_staff_idx" ON "staff_password_links" USING btree ("staff_id");