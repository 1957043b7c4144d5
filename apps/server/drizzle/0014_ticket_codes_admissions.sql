CREATE TABLE "admissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_code" text NOT NULL,
	"activity_time_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"admitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admissions_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
CREATE TABLE "ticket_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_item_ticket_id" integer NOT NULL,
	"n" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_ticket_code_ticket_codes_code_fk" FOREIGN KEY ("ticket_code") REFERENCES "public"."ticket_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_activity_time_id_activity_times_id_fk" FOREIGN KEY ("activity_time_id") REFERENCES "public"."activity_times"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_line_item_ticket_id_line_item_tickets_id_fk" FOREIGN KEY ("line_item_ticket_id") REFERENCES "public"."line_item_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admissions_session_idx" ON "admissions" USING btree ("activity_time_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_codes_place_idx" ON "ticket_codes" USING btree ("line_item_ticket_id","n");--> statement-breakpoint
CREATE INDEX "ticket_codes_order_idx" ON "ticket_codes" USING btree ("order_id");--> statement-breakpoint
-- hand-written:
-- A ticket's code (decision 049): 130 random bits as 26 base32 letters and digits (QR
-- alphanumeric mode). The bits come from two version-4 UUIDs (the server's strong random, 244
-- bits) hashed together, since core PostgreSQL has no gen_random_bytes without pgcrypto.
CREATE OR REPLACE FUNCTION "new_ticket_code"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  bytes bytea := sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()));
  alphabet text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  code text := '';
  value int;
BEGIN
  FOR i IN 0..25 LOOP
    value := 0;
    FOR b IN 0..4 LOOP
      value := value * 2 + get_bit(bytes, i * 5 + b);
    END LOOP;
    code := code || substr(alphabet, value + 1, 1);
  END LOOP;
  RETURN code;
END $$;
--> statement-breakpoint
-- Gives every admission place of an order's cart a code, when the order is written or takes an
-- edit's cart (trigger `orders_issue_ticket_codes`), whoever writes it. An edit's ticket first
-- takes over the codes of the order's ticket it continues, for the places it still has, so a
-- printed ticket stays good; a place added gets a new code, a place removed keeps its code on
-- the old cart, which the gate refuses.
CREATE OR REPLACE FUNCTION "issue_ticket_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE "ticket_codes" c SET "line_item_ticket_id" = t."id"
      FROM "line_item_tickets" t JOIN "line_items" l ON l."id" = t."line_item_id"
      WHERE l."cart_id" = NEW."cart_id" AND c."order_id" = NEW."id"
        AND c."line_item_ticket_id" = t."original_line_item_ticket_id" AND c."n" <= t."quantity";
  END IF;
  INSERT INTO "ticket_codes" ("code", "order_id", "line_item_ticket_id", "n")
    SELECT "new_ticket_code"(), NEW."id", t."id", place.n
    FROM "line_items" l
    JOIN "line_item_tickets" t ON t."line_item_id" = l."id"
    JOIN "tickets" k ON k."id" = t."ticket_id" AND NOT k."add_on"
    CROSS JOIN LATERAL generate_series(1, t."quantity") AS place(n)
    WHERE l."cart_id" = NEW."cart_id"
      AND NOT EXISTS (SELECT 1 FROM "ticket_codes" c
        WHERE c."line_item_ticket_id" = t."id" AND c."n" = place.n);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_issue_ticket_codes" AFTER INSERT OR UPDATE OF "cart_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "issue_ticket_codes"();
--> statement-breakpoint
-- Orders written before: their places get codes now; the printed WLF: references die with this.
INSERT INTO "ticket_codes" ("code", "order_id", "line_item_ticket_id", "n")
  SELECT "new_ticket_code"(), o."id", t."id", place.n
  FROM "orders" o
  JOIN "line_items" l ON l."cart_id" = o."cart_id"
  JOIN "line_item_tickets" t ON t."line_item_id" = l."id"
  JOIN "tickets" k ON k."id" = t."ticket_id" AND NOT k."add_on"
  CROSS JOIN LATERAL generate_series(1, t."quantity") AS place(n);
