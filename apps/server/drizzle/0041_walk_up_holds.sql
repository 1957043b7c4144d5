CREATE TABLE "walk_up_holds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"held_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "walk_up_holds" ADD CONSTRAINT "walk_up_holds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;