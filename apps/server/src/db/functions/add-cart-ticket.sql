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
