-- Places held by a session's live holds: the held counter (migration 0006) minus the expired rows
-- the worker has not swept yet. The one definition, used by holds, sales and calendars.
CREATE FUNCTION "live_held_places"("session_id" integer, "held" integer, "at" timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT "held" - coalesce((
    SELECT sum(h."quantity")::int FROM "holds" h
    WHERE h."activity_time_id" = "session_id" AND h."expires_at" <= "at"
  ), 0)
$$;
--> statement-breakpoint
-- Holds places for one cart ticket in a single round trip, so the session's row lock is held only
-- from here to COMMIT. PL/pgSQL takes a new snapshot for each statement, so the conditional insert
-- sees every hold committed before the lock was granted. Answers 'held', 'full' or 'missing'.
CREATE FUNCTION "hold_places"(
  "session_id" integer, "cart_id" integer, "ticket_id" integer, "places" integer,
  "expires_at" timestamptz, "at" timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "activity_times" t WHERE t."id" = "session_id" FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'missing';
  END IF;
  DELETE FROM "holds" h WHERE h."line_item_ticket_id" = "ticket_id";
  INSERT INTO "holds" ("activity_time_id", "cart_id", "line_item_ticket_id", "quantity", "expires_at")
    SELECT t."id", "cart_id", "ticket_id", "places", "expires_at" FROM "activity_times" t
    WHERE t."id" = "session_id"
      AND t."capacity" - t."sold" - "live_held_places"(t."id", t."held", "at") >= "places";
  IF FOUND THEN
    RETURN 'held';
  END IF;
  RETURN 'full';
END $$;
