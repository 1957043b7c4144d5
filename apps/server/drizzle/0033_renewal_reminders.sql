CREATE TABLE "renewal_reminders" (
	"member_id" integer NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_member_id_expires_on_days_before_pk" PRIMARY KEY("member_id","expires_on","days_before")
);
--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;