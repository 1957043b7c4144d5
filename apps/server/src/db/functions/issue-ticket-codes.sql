-- Gives every admission place of an order's cart a code, when the order is written or takes an
-- edit's cart (trigger `orders_issue_ticket_codes`), whoever writes it. An edit's ticket first
-- takes over the codes of the order's ticket it continues, for the places it still has, so a
-- printed ticket stays good; a place added gets a new code, a place removed keeps its code on
-- the old cart, which the gate refuses.
CREATE OR REPLACE FUNCTION "issue_ticket_codes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE "ticket_codes" c SET "line_item_ticket_id" = t."id"
      FROM "line_item_tickets" t JOIN "line_items" l ON l."id" = t."line_item_id"
      WHERE l."cart_id" = NEW."cart_id" AND c."order_id" = NEW."id"
        AND c."line_item_ticket_id" = t."original_line_item_ticket_id" AND c."n" <= t."quantity";
  END IF;
  INSERT INTO "ticket_codes" ("code", "order_id", "line_item_ticket_id", "n")
    SELECT "new_ticket_code"(), NEW."id", t."id", place.n
    FROM "line_items" l
    JOIN "line_item_tickets" t ON t."line_item_id" = l."id"
    JOIN "tickets" k ON k."id" = t."ticket_id" AND NOT k."add_on"
    CROSS JOIN LATERAL generate_series(1, t."quantity") AS place(n)
    WHERE l."cart_id" = NEW."cart_id"
      AND NOT EXISTS (SELECT 1 FROM "ticket_codes" c
        WHERE c."line_item_ticket_id" = t."id" AND c."n" = place.n);
  RETURN NULL;
END $$;
