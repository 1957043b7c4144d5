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
-- of the cart's holds, the cart's touch, then the hold, last so the session's row lock is held
-- only until COMMIT. Commits without waiting for the WAL flush, like every cart change
-- (decision 015). A refusal raises, which rolls the whole change back:
--   SHFUL: the session has fewer places left;  SHMIS: the session is gone;
--   SHADD: the line would have more add-ons than passes.
-- The rules that need no lock (the ticket is offered, the session is bookable, the line's
-- maximum) are checked by the application before.
-- It answers what the caller needs to build the cart it answers with, without reading the cart
-- again (decision 016): the new ticket's id and creation time, the cart's earliest live hold
-- expiry after the change, and whether the cart was as the caller read it. `p_seen_version` is
-- the cart row's xmin as the caller read it: every change of a cart's lines, tickets or donation
-- updates that row, so an unchanged xmin (checked under the row's lock) means nothing else
-- changed the cart in between. Coupons do not touch the row, so the cart's coupon count is
-- answered too.
CREATE FUNCTION "add_cart_ticket"(
  "p_cart_id" integer, "p_line_id" integer, "p_session_id" integer, "p_ticket_id" integer,
  "p_places" integer, "p_price_cents" integer, "p_tax_rate_bps" integer,
  "p_attendee" jsonb, "p_attendee_udfs" jsonb, "p_check_add_ons" boolean,
  "p_expires_at" timestamptz, "p_at" timestamptz, "p_seen_version" text
) RETURNS TABLE (
  "id" integer, "created_at" timestamptz, "holds_expire_at" timestamptz,
  "cart_unchanged" boolean, "coupon_count" integer
) LANGUAGE plpgsql AS $$
DECLARE
  "new_id" integer;
  "new_created_at" timestamptz;
  "version" text;
  "outcome" text;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO "line_item_tickets"
    ("line_item_id", "ticket_id", "quantity", "price_cents", "tax_rate_bps", "attendee", "attendee_udfs")
    VALUES ("p_line_id", "p_ticket_id", "p_places", "p_price_cents", "p_tax_rate_bps",
            "p_attendee", coalesce("p_attendee_udfs", '[]'::jsonb))
    RETURNING line_item_tickets."id", line_item_tickets."created_at"
    INTO "new_id", "new_created_at";
  IF "p_check_add_ons" AND NOT "add_ons_within_passes"("p_line_id") THEN
    RAISE EXCEPTION 'add-ons exceed passes' USING ERRCODE = 'SHADD';
  END IF;
  PERFORM "renew_cart_holds"("p_cart_id", "p_expires_at", "p_at");
  -- The cart row is locked where the touch always locked it, so the order of locks is unchanged.
  SELECT c."xmin"::text INTO "version" FROM "carts" c WHERE c."id" = "p_cart_id" FOR NO KEY UPDATE;
  UPDATE "carts" c SET "updated_at" = "p_at" WHERE c."id" = "p_cart_id";
  "outcome" := "hold_places"("p_session_id", "p_cart_id", "new_id", "p_places", "p_expires_at", "p_at");
  IF "outcome" = 'missing' THEN
    RAISE EXCEPTION 'session missing' USING ERRCODE = 'SHMIS';
  ELSIF "outcome" <> 'held' THEN
    RAISE EXCEPTION 'session full' USING ERRCODE = 'SHFUL';
  END IF;
  RETURN QUERY SELECT "new_id", "new_created_at",
    (SELECT min(h."expires_at") FROM "holds" h WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at"),
    "version" IS NOT DISTINCT FROM "p_seen_version",
    (SELECT count(*)::int FROM "cart_coupons" cc WHERE cc."cart_id" = "p_cart_id");
END $$;
