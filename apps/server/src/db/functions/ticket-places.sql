-- The places a cart ticket takes in its session (decision 074): its quantity, and none for an
-- add-on (`p_add_on`, the ticket type's flag), which is sold beside a session's places, not from
-- them. The one source of the rule, for SQL and TypeScript alike (decision 097): a SQL function
-- whose body is one expression, so the planner inlines it wherever it is called.
CREATE OR REPLACE FUNCTION "ticket_places"("p_add_on" boolean, "p_quantity" integer)
RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "p_add_on" THEN 0 ELSE "p_quantity" END
$$;
