CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"donation_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "line_item_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_item_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"attendee" jsonb,
	"attendee_udfs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_item_tickets_quantity_positive" CHECK ("line_item_tickets"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"primary_activity_id" integer NOT NULL,
	"activity_time_id" integer NOT NULL,
	"booking_id" text,
	"booking_udfs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "cart_id" integer;--> statement-breakpoint
ALTER TABLE "holds" ADD COLUMN "line_item_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "line_item_tickets" ADD CONSTRAINT "line_item_tickets_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_tickets" ADD CONSTRAINT "line_item_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_primary_activity_id_activities_id_fk" FOREIGN KEY ("primary_activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_item_tickets_line_idx" ON "line_item_tickets" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "line_items_cart_idx" ON "line_items" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_line_item_ticket_id_line_item_tickets_id_fk" FOREIGN KEY ("line_item_ticket_id") REFERENCES "public"."line_item_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_cart_idx" ON "holds" USING btree ("cart_id");--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_line_item_ticket_id_unique" UNIQUE("line_item_ticket_id");