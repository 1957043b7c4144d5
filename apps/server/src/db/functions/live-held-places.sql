-- Places held by a session's live holds: the held counter minus the expired rows the worker has
-- not swept yet. For the functions written in SQL; db/live-holds.ts writes the same expression.
CREATE OR REPLACE FUNCTION "live_held_places"("session_id" integer, "held" integer, "at" timestamptz)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT "held" - coalesce((
    SELECT sum(h."quantity")::int FROM "holds" h
    WHERE h."activity_time_id" = "session_id" AND h."expires_at" <= "at"
  ), 0)
$$;
