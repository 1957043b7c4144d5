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
