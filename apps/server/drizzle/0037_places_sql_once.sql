-- hand-written:
-- Each SQL of places written once (decision 097). live_held_places becomes a set-returning SQL
-- function, which the planner inlines where it is called from a FROM clause, so the TypeScript
-- calls it instead of writing its body out; take_places calls it that way. ticket_places takes
-- the add-on flag and is one expression, inlined wherever it is called, so the TypeScript calls
-- it too; add_cart_ticket and hold_places read the flag for it. add_cart_ticket calls
-- renew_cart_holds and take_places instead of writing their bodies out. unheld_cart_tickets,
-- inlined like live_held_places, is the one selection of a cart's tickets whose places are taken
-- again, for hold_cart_places and the TypeScript. The delete trigger's
-- function is renamed for what it does, releasing deleted holds' places, and keeps only its
-- delete branch (the insert and update triggers went in migration 0009). No data changes.
-- Copied from src/db/functions/ (functions.test.ts compares them).
DROP FUNCTION "live_held_places"(integer, integer, timestamptz);
--> statement-breakpoint
-- Places held by a session's live holds at `p_at`: its held counter `p_held` less the places of
-- the expired holds the worker has not swept yet, found by the (activity_time_id, expires_at)
-- index. The one source of this expression, for SQL and TypeScript alike (decision 097): callers
-- write `(SELECT "places" FROM live_held_places(…))`. A set-returning SQL function, STABLE and
-- not STRICT, is inlined by the planner where it is called from a FROM clause, so each statement
-- plans the expression as if written out there, once, with no call of its own at run time
-- (a scalar SQL function with a subquery is never inlined).
CREATE OR REPLACE FUNCTION "live_held_places"(
  "p_session_id" integer, "p_held" integer, "p_at" timestamptz
) RETURNS TABLE ("places" integer) LANGUAGE sql STABLE AS $$
  SELECT "p_held" - coalesce(sum(h."quantity")::int, 0) FROM "holds" h
    WHERE h."activity_time_id" = "p_session_id" AND h."expires_at" <= "p_at"
$$;
--> statement-breakpoint
-- Takes `p_places` of a session for a hold about to be inserted: adds them to the held counter
-- when the session has them, locking its row until COMMIT. Answers 'held', 'full' or 'missing'.
-- The first, conditional update is the whole guarantee when the counters alone leave room: an
-- update waiting for the row lock re-checks its condition on the row as the lock holder left it.
-- Only when the counters say full may expired holds not yet swept make room (decision 017).
CREATE OR REPLACE FUNCTION "take_places"("p_session_id" integer, "p_places" integer, "p_at" timestamptz)
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
      AND t."capacity" - t."sold"
        - (SELECT l."places" FROM "live_held_places"(t."id", t."held", "p_at") l) >= "p_places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  RETURN 'full';
END $$;
--> statement-breakpoint
DROP FUNCTION "ticket_places"(integer, integer);
--> statement-breakpoint
-- The places a cart ticket takes in its session (decision 074): its quantity, and none for an
-- add-on (`p_add_on`, the ticket type's flag), which is sold beside a session's places, not from
-- them. The one source of the rule, for SQL and TypeScript alike (decision 097): a SQL function
-- whose body is one expression, so the planner inlines it wherever it is called.
CREATE OR REPLACE FUNCTION "ticket_places"("p_add_on" boolean, "p_quantity" integer)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "p_add_on" THEN 0 ELSE "p_quantity" END
$$;
--> statement-breakpoint
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
--> statement-breakpoint
-- Adds a ticket to a cart line and holds its places in one round trip and one transaction (the
-- caller runs it as a statement of its own, decisions 016 and 017): the ticket, the add-on check
-- when asked, the renewal of the cart's holds, the cart's touch, the hold, then the session's
-- places, last, so the session's row lock is held only for the take, the hold and COMMIT. An
-- add-on takes no places (ticket_places, decision 074): its hold keeps none, and the session's
-- row is left alone unless the add-on has a stock (add_on_stock_fits, decision 079). Commits
-- without waiting for the WAL flush, like every cart change (decision 015). A refusal raises,
-- which rolls the whole change back:
--   SHFUL: the session has fewer places left;  SHMIS: the session is gone;
--   SHADD: the line would have more add-ons than passes;  SHORD: the cart's order was placed;
--   SHSTK: the add-on's stock at the session has fewer units left.
-- The rules that need no lock (the ticket is offered, the session is bookable, the line's maximum)
-- are checked by the application before. It answers the new ticket's id and creation time, the
-- cart's earliest live hold expiry, the cart's coupon count, and whether the cart row was still
-- at `p_seen_version` (its xmin as the caller read it, checked under the row's lock): every
-- change of a cart touches that row (`touchCart`), so the caller may then answer with the cart
-- as it read it plus this ticket (decision 026).
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
  "places" integer := "ticket_places"(
    (SELECT t."add_on" FROM "tickets" t WHERE t."id" = "p_ticket_id"), "p_places");
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
  -- The cart's touch, with the version check as its condition: an update waiting for the row
  -- lock re-checks xmin on the row as the lock holder left it.
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
  -- The hold first: it counts nowhere until COMMIT, and a refusal below rolls it back.
  INSERT INTO "holds" ("activity_time_id", "cart_id", "line_item_ticket_id", "quantity", "expires_at")
    VALUES ("p_session_id", "p_cart_id", "new_id", "places", "p_expires_at");
  IF "places" = 0 THEN
    IF NOT "add_on_stock_fits"("p_session_id", "new_id", "p_at") THEN
      RAISE EXCEPTION 'add-on stock short' USING ERRCODE = 'SHSTK';
    END IF;
    RETURN QUERY SELECT "new_id", "new_created_at", "expire_at", "unchanged", "coupons";
    RETURN;
  END IF;
  "outcome" := "take_places"("p_session_id", "places", "p_at");
  IF "outcome" = 'missing' THEN
    RAISE EXCEPTION 'session missing' USING ERRCODE = 'SHMIS';
  ELSIF "outcome" <> 'held' THEN
    RAISE EXCEPTION 'session full' USING ERRCODE = 'SHFUL';
  END IF;
  RETURN QUERY SELECT "new_id", "new_created_at", "expire_at", "unchanged", "coupons";
END $$;
--> statement-breakpoint
ALTER FUNCTION "holds_count_places"() RENAME TO "release_held_places";
--> statement-breakpoint
-- Releases deleted holds: takes their places off their sessions' held counters, whoever deletes
-- (a ticket, line or cart removed, an order placed, the sweep). Called by the statement-level
-- delete trigger `holds_release_held_places` only; sessions locked in id order. Inserts are
-- counted by take_places, and renewals change no places (decision 017).
CREATE OR REPLACE FUNCTION "release_held_places"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "activity_times"
    WHERE "id" IN (SELECT "activity_time_id" FROM "old_holds") ORDER BY "id" FOR UPDATE;
  UPDATE "activity_times" t SET "held" = t."held" - c.places
    FROM (SELECT "activity_time_id", sum("quantity")::int AS places FROM "old_holds" GROUP BY 1) c
    WHERE t."id" = c."activity_time_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
ALTER TRIGGER "holds_count_deleted" ON "holds" RENAME TO "holds_release_held_places";
--> statement-breakpoint
-- A cart's tickets with places to hold (those not covered otherwise) and no hold lasting past
-- `p_held_until` (now, or a later instant to find those about to expire too), with their
-- session: the tickets whose places are taken again. The one source of this selection, for
-- hold_cart_places and the TypeScript alike (decision 097): a set-returning SQL function, STABLE
-- and not STRICT, which the planner inlines into the statement that selects from it. Callers
-- order the rows themselves, by session then ticket (the lock order).
CREATE OR REPLACE FUNCTION "unheld_cart_tickets"("p_cart_id" integer, "p_held_until" timestamptz)
RETURNS TABLE ("id" integer, "quantity" integer, "activity_time_id" integer)
LANGUAGE sql STABLE AS $$
  SELECT lit."id", lit."quantity", li."activity_time_id"
    FROM "line_item_tickets" lit JOIN "line_items" li ON li."id" = lit."line_item_id"
    WHERE li."cart_id" = "p_cart_id" AND lit."quantity" > lit."covered_quantity"
      AND NOT EXISTS (SELECT 1 FROM "holds" h
        WHERE h."line_item_ticket_id" = lit."id" AND h."expires_at" > "p_held_until")
$$;
--> statement-breakpoint
-- Keeps a cart's places in one round trip and one transaction (decision 053): renews its live
-- holds to `p_expires_at` (renew_cart_holds), then takes places again through hold_places for
-- each ticket with no hold lasting past `p_held_until` (unheld_cart_tickets), in session order
-- (the lock order).
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
    SELECT u."id", u."quantity", u."activity_time_id"
    FROM "unheld_cart_tickets"("p_cart_id", "p_held_until") u
    ORDER BY u."activity_time_id", u."id"
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
