-- Whether a cart ticket still fits in its add-on's stock at its session (decision 079): true at
-- once for a ticket type with no stock (every non-add-on, and an unlimited add-on). Otherwise
-- under the session's row lock, which every taker of the same stock waits for, and in a statement
-- begun after it was granted, so it sees every hold and order committed before: the units the
-- stock has given to others (add_on_stock_used) plus this ticket's own are at most the stock.
CREATE OR REPLACE FUNCTION "add_on_stock_fits"(
  "p_session_id" integer, "p_line_item_ticket_id" integer, "p_at" timestamptz
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  "kind" integer;
  "stock" integer;
  "wanted" integer;
BEGIN
  SELECT lit."ticket_id", t."stock_per_session", lit."quantity" - lit."covered_quantity"
    INTO "kind", "stock", "wanted"
    FROM "line_item_tickets" lit JOIN "tickets" t ON t."id" = lit."ticket_id"
    WHERE lit."id" = "p_line_item_ticket_id";
  IF "stock" IS NULL THEN
    RETURN true;
  END IF;
  PERFORM 1 FROM "activity_times" s WHERE s."id" = "p_session_id" FOR UPDATE;
  RETURN "wanted" + "add_on_stock_used"("p_session_id", "kind", "p_line_item_ticket_id", "p_at")
    <= "stock";
END $$;
