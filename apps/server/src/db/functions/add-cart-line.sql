-- Adds a line to a cart in one round trip and one transaction (decision 053): the line, the
-- renewal of the cart's holds (renew_cart_holds) and the cart's touch, which moves its version
-- (touchCart). Commits without waiting for the WAL flush, like every cart change (decision 015).
-- The rules (the session is bookable, the booking fields) are checked by the application before.
-- Answers the new line's id.
CREATE OR REPLACE FUNCTION "add_cart_line"(
  "p_cart_id" integer, "p_activity_id" integer, "p_primary_activity_id" integer,
  "p_session_id" integer, "p_booking_id" text, "p_booking_udfs" jsonb,
  "p_expires_at" timestamptz, "p_at" timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "new_id" integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO "line_items"
    ("cart_id", "activity_id", "primary_activity_id", "activity_time_id", "booking_id", "booking_udfs")
    VALUES ("p_cart_id", "p_activity_id", "p_primary_activity_id", "p_session_id", "p_booking_id",
            "p_booking_udfs")
    RETURNING line_items."id" INTO "new_id";
  PERFORM "renew_cart_holds"("p_cart_id", "p_expires_at", "p_at");
  UPDATE "carts" c SET "updated_at" = "p_at" WHERE c."id" = "p_cart_id";
  RETURN "new_id";
END $$;
