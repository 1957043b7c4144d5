-- The held counter (migration 0006) is taken by the function that inserts a hold, in the same
-- conditional update that guards the session's capacity, rather than by statement triggers on
-- insert and update (decision 017). A trigger with a transition table, its own lock statement and
-- its own update cost more than the rest of adding a ticket. Holds are inserted only by
-- `hold_places` (through `take_places`) and `add_cart_ticket` (which writes take_places' first
-- update out and calls it when that refuses); they are updated only to renew their expiry,
-- which changes no places. Deletes (a line or cart removed, an order placed,
-- the sweep) still give their places back through the delete trigger, whoever deletes.
DROP TRIGGER "holds_count_inserted" ON "holds";
--> statement-breakpoint
DROP TRIGGER "holds_count_updated" ON "holds";
--> statement-breakpoint
-- Takes `p_places` of a session for a hold about to be inserted: adds them to the held counter
-- when the session has them, locking its row until COMMIT. Answers 'held', 'full' or 'missing'.
-- The first, conditional update is the whole guarantee when the counters alone leave room: an
-- update waiting for the row lock re-checks its condition on the row as the lock holder left it,
-- and every writer of capacity, sold or held updates that row. Only when the counters say full
-- may expired holds not yet swept make room; they are then counted by a new statement after the
-- lock is taken, whose snapshot sees every sweep and order committed before.
CREATE FUNCTION "take_places"("p_session_id" integer, "p_places" integer, "p_at" timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activity_times" t SET "held" = t."held" + "p_places"
    WHERE t."id" = "p_session_id" AND t."capacity" - t."sold" - t."held" >= "p_places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  PERFORM 1 FROM "activity_times" t WHERE t."id" = "p_session_id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'missing';
  END IF;
  UPDATE "activity_times" t SET "held" = t."held" + "p_places"
    WHERE t."id" = "p_session_id"
      AND t."capacity" - t."sold" - "live_held_places"(t."id", t."held", "p_at") >= "p_places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  RETURN 'full';
END $$;
--> statement-breakpoint
-- Renewal changes no places, and no trigger watches updates any more, so the guard that kept an
-- update of no rows from firing one is gone. A hold with less than 30 seconds left is not renewed
-- but left to lapse and be taken again through the guard (the cart's next view does): another
-- cart may already have counted it as expired, with a clock a little ahead, and taken its place.
CREATE OR REPLACE FUNCTION "renew_cart_holds"("p_cart_id" integer, "p_expires_at" timestamptz, "p_at" timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "holds" h SET "expires_at" = "p_expires_at"
  WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at" + interval '30 seconds'
    AND h."expires_at" < "p_expires_at" - interval '1 minute';
END $$;
--> statement-breakpoint
-- hold_places (migrations 0007 and 0008) through take_places: the ticket's earlier hold goes
-- first (the delete trigger gives its places back), then the places are taken and the hold
-- written.
CREATE OR REPLACE FUNCTION "hold_places"(
  "session_id" integer, "cart_id" integer, "ticket_id" integer, "places" integer,
  "expires_at" timestamptz, "at" timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  "outcome" text;
BEGIN
  IF EXISTS (SELECT 1 FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id") THEN
    DELETE FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id";
  END IF;
  "outcome" := "take_places"("session_id", "places", "at");
  IF "outcome" = 'held' THEN
    INSERT INTO "holds" ("activity_time_id", "cart_id", "line_item_ticket_id", "quantity", "expires_at")
      VALUES ("session_id", "cart_id", "ticket_id", "places", "expires_at");
  END IF;
  RETURN "outcome";
END $$;
--> statement-breakpoint
-- add_cart_ticket (migration 0008) with fewer statements, same arguments and answer:
-- * the renewal of the cart's holds and the common case of take_places are written out here,
--   each a statement rather than a call of a function that runs one (a refusal runs the take's
--   first update twice, the second time inside take_places: refusals are rare);
-- * the cart's version check is the condition of its touch: an update waiting for the row lock
--   re-checks xmin on the row as the lock holder left it, so a cart changed in between fails it
--   and is touched unconditionally instead;
-- * a cart ordered meanwhile (its order committed while this waited for the cart's row) is
--   refused: SHORD;
-- * the answer's earliest hold expiry and coupon count are read in one statement before the
--   session's places are taken, so the session's row lock is held only for the take, the hold's
--   insert and COMMIT.
CREATE OR REPLACE FUNCTION "add_cart_ticket"(
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
  "unchanged" boolean := true;
  "expire_at" timestamptz;
  "coupons" integer;
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
  -- renew_cart_holds
  UPDATE "holds" h SET "expires_at" = "p_expires_at"
    WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at" + interval '30 seconds'
      AND h."expires_at" < "p_expires_at" - interval '1 minute';
  UPDATE "carts" c SET "updated_at" = "p_at"
    WHERE c."id" = "p_cart_id" AND c."xmin"::text IS NOT DISTINCT FROM "p_seen_version"
      AND c."ordered_at" IS NULL;
  IF NOT FOUND THEN
    "unchanged" := false;
    UPDATE "carts" c SET "updated_at" = "p_at" WHERE c."id" = "p_cart_id" AND c."ordered_at" IS NULL;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'cart ordered' USING ERRCODE = 'SHORD';
    END IF;
  END IF;
  SELECT
    least((SELECT min(h."expires_at") FROM "holds" h
           WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at"), "p_expires_at"),
    (SELECT count(*)::int FROM "cart_coupons" cc WHERE cc."cart_id" = "p_cart_id")
    INTO "expire_at", "coupons";
  -- take_places, its first update; the function itself when the counters say full.
  UPDATE "activity_times" t SET "held" = t."held" + "p_places"
    WHERE t."id" = "p_session_id" AND t."capacity" - t."sold" - t."held" >= "p_places";
  IF NOT FOUND THEN
    "outcome" := "take_places"("p_session_id", "p_places", "p_at");
    IF "outcome" = 'missing' THEN
      RAISE EXCEPTION 'session missing' USING ERRCODE = 'SHMIS';
    ELSIF "outcome" <> 'held' THEN
      RAISE EXCEPTION 'session full' USING ERRCODE = 'SHFUL';
    END IF;
  END IF;
  INSERT INTO "holds" ("activity_time_id", "cart_id", "line_item_ticket_id", "quantity", "expires_at")
    VALUES ("p_session_id", "p_cart_id", "new_id", "p_places", "p_expires_at");
  RETURN QUERY SELECT "new_id", "new_created_at", "expire_at", "unchanged", "coupons";
END $$;
