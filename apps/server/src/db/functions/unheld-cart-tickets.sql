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
