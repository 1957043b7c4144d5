-- Renews a cart's live holds to `p_expires_at` on cart activity (DESIGN section 4). A hold that
-- would gain less than a minute is left as it is; one with under 30 seconds left lapses and is
-- taken again through the guard, as another cart may already have counted it expired.
CREATE OR REPLACE FUNCTION "renew_cart_holds"("p_cart_id" integer, "p_expires_at" timestamptz, "p_at" timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "holds" h SET "expires_at" = "p_expires_at"
  WHERE h."cart_id" = "p_cart_id" AND h."expires_at" > "p_at" + interval '30 seconds'
    AND h."expires_at" < "p_expires_at" - interval '1 minute';
END $$;
