CREATE TABLE "on_sale_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"pass_minutes" integer NOT NULL,
	"drawn_at" timestamp with time zone,
	"last_position" integer DEFAULT 0 NOT NULL,
	"admitted" double precision DEFAULT 0 NOT NULL,
	"advanced_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_sale_queues_rate_positive" CHECK ("on_sale_queues"."admit_per_minute" > 0),
	CONSTRAINT "on_sale_queues_pass_positive" CHECK ("on_sale_queues"."pass_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "queue_visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"draw_key" double precision NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"position" integer,
	"pass_issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_time_id" integer NOT NULL,
	"entry_id" integer,
	"cart_id" integer,
	"places" integer NOT NULL,
	"by_hand" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "waitlist_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "queue_pass_id" text;--> statement-breakpoint
ALTER TABLE "on_sale_queues" ADD CONSTRAINT "on_sale_queues_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_visitors" ADD CONSTRAINT "queue_visitors_queue_id_on_sale_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."on_sale_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "on_sale_queues_scope_idx" ON "on_sale_queues" USING btree (coalesce("activity_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "queue_visitors_position_idx" ON "queue_visitors" USING btree ("queue_id","position");--> statement-breakpoint
CREATE INDEX "queue_visitors_undrawn_idx" ON "queue_visitors" USING btree ("queue_id","draw_key") WHERE "queue_visitors"."position" is null;--> statement-breakpoint
CREATE INDEX "waitlist_offers_session_idx" ON "waitlist_offers" USING btree ("activity_time_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_queue_pass_id_unique" UNIQUE("queue_pass_id");