-- Gives a deleted hold's places back to its session's held counter, whoever deletes (a line or
-- cart removed, an order placed, the sweep); statement-level, sessions locked in id order. Only
-- the delete trigger `holds_count_deleted` calls it since migration 0009; its other branches are
-- those of migration 0006.
CREATE OR REPLACE FUNCTION "holds_count_places"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM "activity_times"
      WHERE "id" IN (SELECT "activity_time_id" FROM "new_holds") ORDER BY "id" FOR UPDATE;
    UPDATE "activity_times" t SET "held" = t."held" + c.places
      FROM (SELECT "activity_time_id", sum("quantity")::int AS places FROM "new_holds" GROUP BY 1) c
      WHERE t."id" = c."activity_time_id";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM "activity_times"
      WHERE "id" IN (SELECT "activity_time_id" FROM "old_holds") ORDER BY "id" FOR UPDATE;
    UPDATE "activity_times" t SET "held" = t."held" - c.places
      FROM (SELECT "activity_time_id", sum("quantity")::int AS places FROM "old_holds" GROUP BY 1) c
      WHERE t."id" = c."activity_time_id";
  ELSE
    -- Renewing holds changes no places, and then locks nothing.
    PERFORM 1 FROM "activity_times"
      WHERE "id" IN (SELECT "activity_time_id" FROM (SELECT "activity_time_id", sum(places)::int AS places FROM (
        SELECT "activity_time_id", "quantity" AS places FROM "new_holds"
        UNION ALL
        SELECT "activity_time_id", -"quantity" FROM "old_holds"
      ) d GROUP BY 1 HAVING sum(places) <> 0) c) ORDER BY "id" FOR UPDATE;
    UPDATE "activity_times" t SET "held" = t."held" + c.places
      FROM (SELECT "activity_time_id", sum(places)::int AS places FROM (
        SELECT "activity_time_id", "quantity" AS places FROM "new_holds"
        UNION ALL
        SELECT "activity_time_id", -"quantity" FROM "old_holds"
      ) d GROUP BY 1 HAVING sum(places) <> 0) c
      WHERE t."id" = c."activity_time_id";
  END IF;
  RETURN NULL;
END $$;
