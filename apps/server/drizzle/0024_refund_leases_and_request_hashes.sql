ALTER TABLE "order_refunds" ADD COLUMN "credits" jsonb;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payment_gateway_calls" ADD COLUMN "claim_token" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reference_token" text;--> statement-breakpoint
ALTER TABLE "session_cancellations" ADD COLUMN "taken_at" timestamp with time zone;