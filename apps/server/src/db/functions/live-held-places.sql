-- Places held by a session's live holds at `p_at`: its held counter `p_held` less the places of
-- the expired holds the worker has not swept yet, found by the (activity_time_id, expires_at)
-- index. The one source of this expression, for SQL and TypeScript alike (decision 097): callers
-- write `(SELECT "places" FROM live_held_places(…))`. A set-returning SQL function, STABLE and
-- not STRICT, is inlined by the planner where it is called from a FROM clause, so each statement
-- plans the expression as if written out there, once, with no call of its own at run time
-- (a scalar SQL function with a subquery is never inlined).
CREATE OR REPLACE FUNCTION "live_held_places"(
  "p_session_id" integer, "p_held" integer, "p_at" timestamptz
) RETURNS TABLE ("places" integer) LANGUAGE sql STABLE AS $$
  SELECT "p_held" - coalesce(sum(h."quantity")::int, 0) FROM "holds" h
    WHERE h."activity_time_id" = "p_session_id" AND h."expires_at" <= "p_at"
$$;
