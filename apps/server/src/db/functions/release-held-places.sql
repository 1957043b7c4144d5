-- Releases deleted holds: takes their places off their sessions' held counters, whoever deletes
-- (a ticket, line or cart removed, an order placed, the sweep). Called by the statement-level
-- delete trigger `holds_release_held_places` only; sessions locked in id order. Inserts are
-- counted by take_places, and renewals change no places (decision 017).
CREATE OR REPLACE FUNCTION "release_held_places"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "activity_times"
    WHERE "id" IN (SELECT "activity_time_id" FROM "old_holds") ORDER BY "id" FOR UPDATE;
  UPDATE "activity_times" t SET "held" = t."held" - c.places
    FROM (SELECT "activity_time_id", sum("quantity")::int AS places FROM "old_holds" GROUP BY 1) c
    WHERE t."id" = c."activity_time_id";
  RETURN NULL;
END $$;
