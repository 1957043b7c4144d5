-- The places a cart ticket of ticket type `p_ticket_id` takes in its session (decision 074):
-- its quantity, and none for an add-on, which is sold beside a session's places, not from them.
-- modules/carts/places-sql.ts writes the same rule for the queries that join the ticket type.
CREATE OR REPLACE FUNCTION "ticket_places"("p_ticket_id" integer, "p_quantity" integer)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN t."add_on" THEN 0 ELSE "p_quantity" END FROM "tickets" t WHERE t."id" = "p_ticket_id"
$$;
