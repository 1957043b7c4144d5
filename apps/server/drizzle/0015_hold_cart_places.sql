-- hand-written:
-- hold_cart_places (decision 053): an order's check and a cart visit keep the cart's places in one
-- round trip. Copied from src/db/functions/hold-cart-places.sql (functions.test.ts compares them).
-- Keeps a cart's places in one round trip and one transaction (decision 053): renews its live
-- holds to `p_expires_at` (renew_cart_holds), then takes places again through hold_places for
-- each ticket with no hold lasting past `p_held_until`, in session order (the lock order).
-- A ticket that no longer fits keeps what it had (its savepoint is rolled back) and is answered
-- with hold_places' outcome ('full' or 'missing') and whether a hold of it is still live at
-- `p_at`. Commits without waiting for the WAL flush, like every cart change (decision 015).
CREATE OR REPLACE FUNCTION "hold_cart_places"(
  "p_cart_id" integer, "p_expires_at" timestamptz, "p_held_until" timestamptz, "p_at" timestamptz
) RETURNS TABLE ("line_item_ticket_id" integer, "outcome" text, "is_held" boolean)
LANGUAGE plpgsql AS $$
DECLARE
  "ticket" record;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM "renew_cart_holds"("p_cart_id", "p_expires_at", "p_at");
  FOR "ticket" IN
    SELECT lit."id", lit."quantity", li."activity_time_id"
    FROM "line_item_tickets" lit JOIN "line_items" li ON li."id" = lit."line_item_id"
    WHERE li."cart_id" = "p_cart_id" AND lit."quantity" > lit."covered_quantity"
      AND NOT EXISTS (SELECT 1 FROM "holds" h
        WHERE h."line_item_ticket_id" = lit."id" AND h."expires_at" > "p_held_until")
    ORDER BY li."activity_time_id", lit."id"
  LOOP
    BEGIN
      "outcome" := "hold_places"("ticket"."activity_time_id", "p_cart_id", "ticket"."id",
        "ticket"."quantity", "p_expires_at", "p_at");
      IF "outcome" <> 'held' THEN
        RAISE EXCEPTION 'not held' USING ERRCODE = 'SHFUL';
      END IF;
    EXCEPTION WHEN SQLSTATE 'SHFUL' THEN
      "line_item_ticket_id" := "ticket"."id";
      "is_held" := EXISTS (SELECT 1 FROM "holds" h
        WHERE h."line_item_ticket_id" = "ticket"."id" AND h."expires_at" > "p_at");
      RETURN NEXT;
    END;
  END LOOP;
END $$;
--> statement-breakpoint
-- add_cart_line (decision 053): adding a line is one round trip. Copied from
-- src/db/functions/add-cart-line.sql (functions.test.ts compares them).
-- Adds a line to a cart in one round trip and one transaction (decision 053): the line, the
-- renewal of the cart's holds (renew_cart_holds) and the cart's touch, which moves its version
-- (touchCart). Commits without waiting for the WAL flush, like every cart change (decision 015).
-- The rules (the session is bookable, the booking fields) are checked by the application before.
-- Answers the new line's id.
CREATE OR REPLACE FUNCTION "add_cart_line"(
  "p_cart_id" integer, "p_activity_id" integer, "p_primary_activity_id" integer,
  "p_session_id" integer, "p_booking_id" text, "p_booking_udfs" jsonb,
  "p_expires_at" timestamptz, "p_at" timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "new_id" integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO "line_items"
    ("cart_id", "activity_id", "primary_activity_id", "activity_time_id", "booking_id", "booking_udfs")
    VALUES ("p_cart_id", "p_activity_id", "p_primary_activity_id", "p_session_id", "p_booking_id",
            "p_booking_udfs")
    RETURNING line_items."id" INTO "new_id";
  PERFORM "renew_cart_holds"("p_cart_id", "p_expires_at", "p_at");
  UPDATE "carts" c SET "updated_at" = "p_at" WHERE c."id" = "p_cart_id";
  RETURN "new_id";
END $$;
