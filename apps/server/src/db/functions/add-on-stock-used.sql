-- The units of add-on `p_ticket_id` a session's stock has given at `p_at` (decision 079): those of
-- its orders (the order's current cart, less what was refunded) and those of carts' live holds
-- (less what their order edits already bought there), but for cart ticket `p_except_id`. The shop
-- shows the stock less this; add_on_stock_fits checks it under the session's row lock.
CREATE OR REPLACE FUNCTION "add_on_stock_used"(
  "p_session_id" integer, "p_ticket_id" integer, "p_except_id" integer, "p_at" timestamptz
) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (
    SELECT coalesce(sum(lit."quantity" - lit."refunded_quantity"), 0)::int
      FROM "line_items" li
      JOIN "orders" o ON o."cart_id" = li."cart_id"
      JOIN "line_item_tickets" lit ON lit."line_item_id" = li."id"
      WHERE li."activity_time_id" = "p_session_id" AND lit."ticket_id" = "p_ticket_id"
  ) + (
    SELECT coalesce(sum(lit."quantity" - lit."covered_quantity"), 0)::int
      FROM "holds" h JOIN "line_item_tickets" lit ON lit."id" = h."line_item_ticket_id"
      WHERE h."activity_time_id" = "p_session_id" AND h."expires_at" > "p_at"
        AND lit."ticket_id" = "p_ticket_id"
        AND ("p_except_id" IS NULL OR lit."id" <> "p_except_id")
  )
$$;
