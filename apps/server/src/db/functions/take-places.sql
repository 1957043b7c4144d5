-- Takes `p_places` of a session for a hold about to be inserted: adds them to the held counter
-- when the session has them, locking its row until COMMIT. Answers 'held', 'full' or 'missing'.
-- The first, conditional update is the whole guarantee when the counters alone leave room: an
-- update waiting for the row lock re-checks its condition on the row as the lock holder left it.
-- Only when the counters say full may expired holds not yet swept make room (decision 017).
CREATE OR REPLACE FUNCTION "take_places"("p_session_id" integer, "p_places" integer, "p_at" timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activity_times" t SET "held" = t."held" + "p_places"
    WHERE t."id" = "p_session_id" AND t."capacity" - t."sold" - t."held" >= "p_places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  PERFORM 1 FROM "activity_times" t WHERE t."id" = "p_session_id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'missing';
  END IF;
  UPDATE "activity_times" t SET "held" = t."held" + "p_places"
    WHERE t."id" = "p_session_id"
      AND t."capacity" - t."sold"
        - (SELECT l."places" FROM "live_held_places"(t."id", t."held", "p_at") l) >= "p_places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  RETURN 'full';
END $$;
