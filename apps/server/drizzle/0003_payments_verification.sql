CREATE TABLE "payment_gateway_calls" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"operation" text NOT NULL,
	"request" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"token" text PRIMARY KEY NOT NULL,
	"card_type" text NOT NULL,
	"first_six_digits" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"outcome" text NOT NULL,
	"retained" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"token" text PRIMARY KEY NOT NULL,
	"transaction_type" text NOT NULL,
	"payment_method_token" text,
	"reference_token" text,
	"amount_cents" integer,
	"currency_code" text,
	"succeeded" boolean NOT NULL,
	"message" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD CONSTRAINT "sandbox_transactions_payment_method_token_sandbox_payment_methods_token_fk" FOREIGN KEY ("payment_method_token") REFERENCES "public"."sandbox_payment_methods"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_transactions_reference_idx" ON "sandbox_transactions" USING btree ("reference_token");