CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_time_id" integer NOT NULL,
	"email" text NOT NULL,
	"places" integer NOT NULL,
	"accepts_fewer" boolean DEFAULT false NOT NULL,
	"member_id" integer,
	"token_hash" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_cart_id" integer,
	"offered_places" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waitlist_entries_places_positive" CHECK ("waitlist_entries"."places" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_cart_id_carts_id_fk" FOREIGN KEY ("offer_cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_session_email_idx" ON "waitlist_entries" USING btree ("activity_time_id","email");--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_idx" ON "waitlist_entries" USING btree ("activity_time_id","id") WHERE "waitlist_entries"."offered_at" is null;