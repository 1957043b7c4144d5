-- add_cart_ticket (migration 0008), answering what the caller needs to build the cart it
-- answers with without reading the cart again (decision 016): the new ticket's id and creation
-- time, the cart's earliest live hold expiry after the change, and whether the cart was as the
-- caller read it. `p_seen_version` is the cart row's xmin as the caller read it: every change of
-- a cart's lines, tickets or donation updates that row, so an unchanged xmin (checked under the
-- row's lock) means nothing else changed the cart in between. Coupons do not touch the row, so
-- the count of the cart's coupons is answered too.
DROP FUNCTION "add_cart_ticket"(integer, integer, integer, integer, integer, integer, integer,
  jsonb, jsonb, boolean, timestamptz, timestamptz);
--> statement-breakpoint
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
