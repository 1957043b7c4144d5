-- Holds places for one cart ticket in one round trip: the ticket's earlier hold is released first
-- (the delete trigger, release_held_places), then take_places, then the hold's row. `places` is the
-- ticket's quantity; an add-on takes none (ticket_places, decision 074) and has its hold unless
-- its stock at the session is short ('full', add_on_stock_fits, decision 079).
-- A hold naming no ticket takes all its places.
-- Answers 'held', 'full' or 'missing'.
CREATE OR REPLACE FUNCTION "hold_places"(
  "session_id" integer, "cart_id" integer, "ticket_id" integer, "places" integer,
  "expires_at" timestamptz, "at" timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  "outcome" text := 'held';
  "taken" integer := "ticket_places"(
    (SELECT t."add_on" FROM "line_item_tickets" lit JOIN "tickets" t ON t."id" = lit."ticket_id"
      WHERE lit."id" = "hold_places"."ticket_id"),
    "places");
BEGIN
  IF EXISTS (SELECT 1 FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id") THEN
    DELETE FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id";
  END IF;
  IF "taken" > 0 THEN
    "outcome" := "take_places"("session_id", "taken", "at");
  ELSIF NOT coalesce("add_on_stock_fits"("session_id", "ticket_id", "at"), true) THEN
    "outcome" := 'full';
  END IF;
  IF "outcome" = 'held' THEN
    INSERT INTO "holds" ("activity_time_id", "cart_id", "line_item_ticket_id", "quantity", "expires_at")
      VALUES ("session_id", "cart_id", "ticket_id", "taken", "expires_at");
  END IF;
  RETURN "outcome";
END $$;
