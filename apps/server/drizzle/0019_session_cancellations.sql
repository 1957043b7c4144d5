CREATE TABLE "session_cancellation_orders" (
	"cancellation_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"refund_id" integer,
	"message" text,
	CONSTRAINT "session_cancellation_orders_cancellation_id_order_id_pk" PRIMARY KEY("cancellation_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "session_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_time_id" integer NOT NULL,
	"staff_id" integer,
	"reason" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "session_cancellations_activity_time_id_unique" UNIQUE("activity_time_id")
);
--> statement-breakpoint
ALTER TABLE "session_cancellation_orders" ADD CONSTRAINT "session_cancellation_orders_cancellation_id_session_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."session_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_cancellation_orders" ADD CONSTRAINT "session_cancellation_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_cancellation_orders" ADD CONSTRAINT "session_cancellation_orders_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_cancellations" ADD CONSTRAINT "session_cancellations_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_cancellations" ADD CONSTRAINT "session_cancellations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_cancellations_running_idx" ON "session_cancellations" USING btree ("created_at") WHERE "session_cancellations"."status" = 'running';