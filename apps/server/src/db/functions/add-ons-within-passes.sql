-- Whether a line's add-ons are at most its passes (SPEC section 5), under the line's lock, so two
-- concurrent changes of one line cannot pass it together. 'No key update' leaves alone the
-- key-share locks that inserting a ticket takes on its line.
CREATE OR REPLACE FUNCTION "add_ons_within_passes"("p_line_id" integer)
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
