CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"centaman_id" text NOT NULL,
	"on_display" boolean DEFAULT true NOT NULL,
	"display_name" text NOT NULL,
	"centaman_description" text DEFAULT '' NOT NULL,
	"date_selection_type" text NOT NULL,
	"default_start_date" date,
	"month_range" integer DEFAULT 12 NOT NULL,
	"image" text,
	"thumbnail" text,
	"learn_more_url" text,
	"preview" text,
	"service_details" text,
	"sold_out_message" text,
	"display_sold_out_message" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"timed" boolean NOT NULL,
	"general" boolean DEFAULT false NOT NULL,
	"collect_attendee_details" boolean DEFAULT false NOT NULL,
	"collect_attendee_dob" boolean DEFAULT false NOT NULL,
	"show_season" boolean DEFAULT false NOT NULL,
	"season_name" text,
	"cutoff_hours" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"location" text,
	"category_name" text,
	"hide_calendar_and_dates" boolean DEFAULT false NOT NULL,
	"override_event_time_with_name" boolean DEFAULT false NOT NULL,
	"max_quantity" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "activities_centaman_id_unique" UNIQUE("centaman_id")
);
--> statement-breakpoint
CREATE TABLE "activity_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"activity_time_id" integer,
	"name" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"centaman_id" text NOT NULL,
	"booking_type_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"valid_through" date,
	"valid_description" text,
	"is_year_round" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_times_centaman_id_unique" UNIQUE("centaman_id"),
	CONSTRAINT "activity_times_sold_within_capacity" CHECK ("activity_times"."sold" >= 0 AND "activity_times"."sold" <= "activity_times"."capacity")
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_time_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holds_quantity_positive" CHECK ("holds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "linked_activities" (
	"activity_id" integer NOT NULL,
	"linked_activity_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "linked_activities_activity_id_linked_activity_id_pk" PRIMARY KEY("activity_id","linked_activity_id")
);
--> statement-breakpoint
CREATE TABLE "session_ticket_prices" (
	"activity_time_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "session_ticket_prices_activity_time_id_ticket_id_pk" PRIMARY KEY("activity_time_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"centaman_id" text NOT NULL,
	"activity_id" integer NOT NULL,
	"cost_rate_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"category_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"general" boolean DEFAULT false NOT NULL,
	"add_on" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tickets_centaman_id_unique" UNIQUE("centaman_id")
);
--> statement-breakpoint
CREATE TABLE "udfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"attendee_udf" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"field_length" integer,
	"field_name" text NOT NULL,
	"field_type" text NOT NULL,
	"input_type" text DEFAULT 'text' NOT NULL,
	"label" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tab_name" text,
	"udf_group_name" text,
	"udf_type" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"address" text,
	"street_address" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"logo" text,
	"location_map" text,
	"mobile_location_map" text,
	"email_location_map" text,
	"location_marker" text,
	"google_map_link" text,
	"waiver_link" text,
	"faq_link" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venues_name_unique" UNIQUE("name"),
	CONSTRAINT "venues_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "waivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"waiver_name" text NOT NULL,
	"waiver_link" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_levels" ADD CONSTRAINT "activity_levels_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_levels" ADD CONSTRAINT "activity_levels_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_times" ADD CONSTRAINT "activity_times_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_activities" ADD CONSTRAINT "linked_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_activities" ADD CONSTRAINT "linked_activities_linked_activity_id_activities_id_fk" FOREIGN KEY ("linked_activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ticket_prices" ADD CONSTRAINT "session_ticket_prices_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ticket_prices" ADD CONSTRAINT "session_ticket_prices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "udfs" ADD CONSTRAINT "udfs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_venue_idx" ON "activities" USING btree ("venue_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_levels_activity_name_idx" ON "activity_levels" USING btree ("activity_id","name");--> statement-breakpoint
CREATE INDEX "activity_times_activity_starts_idx" ON "activity_times" USING btree ("activity_id","starts_at");--> statement-breakpoint
CREATE INDEX "activity_times_ends_idx" ON "activity_times" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "holds_time_expiry_idx" ON "holds" USING btree ("activity_time_id","expires_at");--> statement-breakpoint
CREATE INDEX "tickets_activity_idx" ON "tickets" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "udfs_activity_field_idx" ON "udfs" USING btree ("activity_id","attendee_udf","field_name");--> statement-breakpoint
CREATE UNIQUE INDEX "waivers_activity_name_idx" ON "waivers" USING btree ("activity_id","waiver_name");