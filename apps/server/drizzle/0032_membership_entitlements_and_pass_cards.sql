CREATE TABLE "membership_entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"activity_id" integer,
	"ticket_id" integer,
	"percent_off" integer,
	"member_price_cents" integer,
	CONSTRAINT "membership_entitlements_shape" CHECK (("membership_entitlements"."kind" = 'included' and "membership_entitlements"."activity_id" is not null and "membership_entitlements"."ticket_id" is null
        and "membership_entitlements"."percent_off" is null and "membership_entitlements"."member_price_cents" is null)
      or ("membership_entitlements"."kind" = 'member-price' and "membership_entitlements"."ticket_id" is not null and "membership_entitlements"."activity_id" is null
        and (("membership_entitlements"."percent_off" between 1 and 100 and "membership_entitlements"."member_price_cents" is null)
          or ("membership_entitlements"."percent_off" is null and "membership_entitlements"."member_price_cents" >= 0))))
);
--> statement-breakpoint
CREATE TABLE "pass_admissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"card_code" text NOT NULL,
	"activity_id" integer NOT NULL,
	"activity_time_id" integer,
	"day" date NOT NULL,
	"staff_id" integer NOT NULL,
	"admitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pass_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_memberships" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "guest_passes_per_term" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_entitlements" ADD CONSTRAINT "membership_entitlements_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_entitlements" ADD CONSTRAINT "membership_entitlements_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_entitlements" ADD CONSTRAINT "membership_entitlements_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_card_code_pass_cards_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."pass_cards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_admissions" ADD CONSTRAINT "pass_admissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pass_cards" ADD CONSTRAINT "pass_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_entitlements_activity_idx" ON "membership_entitlements" USING btree ("membership_id","activity_id") WHERE "membership_entitlements"."kind" = 'included';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_entitlements_ticket_idx" ON "membership_entitlements" USING btree ("membership_id","ticket_id") WHERE "membership_entitlements"."kind" = 'member-price';--> statement-breakpoint
CREATE UNIQUE INDEX "pass_admissions_session_idx" ON "pass_admissions" USING btree ("member_id","activity_time_id") WHERE "pass_admissions"."activity_time_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pass_admissions_day_idx" ON "pass_admissions" USING btree ("member_id","activity_id","day") WHERE "pass_admissions"."activity_time_id" is null;--> statement-breakpoint
CREATE INDEX "pass_admissions_day_activity_idx" ON "pass_admissions" USING btree ("day","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pass_cards_one_in_use_idx" ON "pass_cards" USING btree ("member_id") WHERE "pass_cards"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_guest_passes_not_negative" CHECK ("memberships"."guest_passes_per_term" >= 0);--> statement-breakpoint
-- Every member who already holds a pass gets a card (decision 088).
INSERT INTO "pass_cards" ("code", "member_id")
SELECT 'P' || new_ticket_code(), holders."member_id"
FROM (SELECT DISTINCT "member_id" FROM "member_memberships") AS holders;
