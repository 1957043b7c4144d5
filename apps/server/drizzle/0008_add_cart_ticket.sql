-- Renews a cart's live holds to `expires_at` on cart activity (DESIGN section 4). A hold that
-- would gain less than a minute is left as it is: renewing rewrites the row and its index entries,
-- and a visitor adding tickets one by one would otherwise rewrite every hold of the cart on each
-- click. So a hold lasts between 14 and 15 minutes (with the default) after the last activity.
-- The update runs only when some hold is due: an update of no rows still fires the holds
-- statement trigger (migration 0006).
CREATE FUNCTION "renew_cart_holds"("p_cart_id" integer, "p_expires_at" timestamptz, "p_at" timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "holds" h
    WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at"
      AND h."expires_at" < "p_expires_at" - interval '1 minute'
  ) THEN
    UPDATE "holds" h SET "expires_at" = "p_expires_at"
    WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at"
      AND h."expires_at" < "p_expires_at" - interval '1 minute';
  END IF;
END $$;
--> statement-breakpoint
-- hold_places (migration 0007), with the ticket's earlier hold dropped before the session's row
-- lock is taken rather than after, and only when there is one: a new ticket has none, and a
-- delete of no rows still fires the holds statement trigger (migration 0006).
CREATE OR REPLACE FUNCTION "hold_places"(
  "session_id" integer, "cart_id" integer, "ticket_id" integer, "places" integer,
  "expires_at" timestamptz, "at" timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id") THEN
    DELETE FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id";
  END IF;
  PERFORM 1 FROM "activity_times" t WHERE t."id" = "session_id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'missing';
  END IF;
  INSERT INTO "holds" ("activity_time_id", "cart_id", "line_item_ticket_id", "quantity", "expires_at")
    SELECT t."id", "cart_id", "ticket_id", "places", "expires_at" FROM "activity_times" t
    WHERE t."id" = "session_id"
      AND t."capacity" - t."sold" - "live_held_places"(t."id", t."held", "at") >= "places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  RETURN 'full';
END $$;
--> statement-breakpoint
-- Whether a line's add-ons are at most its passes (SPEC section 5), under the line's lock, so two
-- concurrent changes of one line cannot pass it together. 'No key update' leaves alone the
-- key-share locks that inserting a ticket takes on its line (a plain 'for update' would deadlock
-- with a writer waiting for the session lock). The count is a new statement, whose snapshot sees
-- every change committed by whoever held the lock before.
CREATE FUNCTION "add_ons_within_passes"("p_line_id" integer)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  "within" boolean;
BEGIN
  PERFORM 1 FROM "line_items" l WHERE l."id" = "p_line_id" FOR NO KEY UPDATE;
  SELECT coalesce(sum(lit."quantity") FILTER (WHERE t."add_on"), 0)
      <= coalesce(sum(lit."quantity") FILTER (WHERE NOT t."add_on"), 0)
    INTO "within"
    FROM "line_item_tickets" lit JOIN "tickets" t ON t."id" = lit."ticket_id"
    WHERE lit."line_item_id" = "p_line_id";
  RETURN "within";
END $$;
--> statement-breakpoint
-- Adds a ticket to a cart line and holds its places in one round trip and one transaction (the
-- caller runs it as a statement of its own): the ticket, the add-on check when asked, the renewal
-- of the cart's other holds, the cart's touch, then the hold, last so the session's row lock is
-- held only until COMMIT. Commits without waiting for the WAL flush, like every cart change
-- (decision 015). A refusal raises, which rolls the whole change back:
--   SHFUL: the session has fewer places left;  SHMIS: the session is gone;
--   SHADD: the line would have more add-ons than passes.
-- Answers the new ticket's id. The rules that need no lock (the ticket is offered, the session
-- is bookable, the line's maximum) are checked by the application before.
CREATE FUNCTION "add_cart_ticket"(
  "p_cart_id" integer, "p_line_id" integer, "p_session_id" integer, "p_ticket_id" integer,
  "p_places" integer, "p_price_cents" integer, "p_tax_rate_bps" integer,
  "p_attendee" jsonb, "p_attendee_udfs" jsonb, "p_check_add_ons" boolean,
  "p_expires_at" timestamptz, "p_at" timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "new_id" integer;
  "outcome" text;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO "line_item_tickets"
    ("line_item_id", "ticket_id", "quantity", "price_cents", "tax_rate_bps", "attendee", "attendee_udfs")
    VALUES ("p_line_id", "p_ticket_id", "p_places", "p_price_cents", "p_tax_rate_bps",
            "p_attendee", coalesce("p_attendee_udfs", '[]'::jsonb))
    RETURNING "id" INTO "new_id";
  IF "p_check_add_ons" AND NOT "add_ons_within_passes"("p_line_id") THEN
    RAISE EXCEPTION 'add-ons exceed passes' USING ERRCODE = 'SHADD';
  END IF;
  PERFORM "renew_cart_holds"("p_cart_id", "p_expires_at", "p_at");
  UPDATE "carts" c SET "updated_at" = "p_at" WHERE c."id" = "p_cart_id";
  "outcome" := "hold_places"("p_session_id", "p_cart_id", "new_id", "p_places", "p_expires_at", "p_at");
  IF "outcome" = 'missing' THEN
    RAISE EXCEPTION 'session missing' USING ERRCODE = 'SHMIS';
  ELSIF "outcome" <> 'held' THEN
    RAISE EXCEPTION 'session full' USING ERRCODE = 'SHFUL';
  END IF;
  RETURN "new_id";
END $$;
