ALTER TABLE "activity_times" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "activity_times" t SET "held" = h.places
FROM (SELECT "activity_time_id", sum("quantity")::int AS places FROM "holds" GROUP BY 1) h
WHERE h."activity_time_id" = t."id";
--> statement-breakpoint
-- Keeps activity_times.held equal to the places of the session's holds rows, whoever writes them
-- (the application, a cascade from a deleted cart or line, the sweep). Statement-level, so a
-- sweep of thousands of rows makes one update per session. The sessions are locked in id order
-- first, so two statements touching several sessions cannot deadlock each other here; an update
-- that changes no quantity (holds renewed by cart activity) locks nothing.
CREATE FUNCTION "holds_count_places"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "holds_count_inserted" AFTER INSERT ON "holds"
  REFERENCING NEW TABLE AS "new_holds" FOR EACH STATEMENT EXECUTE FUNCTION "holds_count_places"();
--> statement-breakpoint
CREATE TRIGGER "holds_count_deleted" AFTER DELETE ON "holds"
  REFERENCING OLD TABLE AS "old_holds" FOR EACH STATEMENT EXECUTE FUNCTION "holds_count_places"();
--> statement-breakpoint
CREATE TRIGGER "holds_count_updated" AFTER UPDATE ON "holds"
  REFERENCING OLD TABLE AS "old_holds" NEW TABLE AS "new_holds"
  FOR EACH STATEMENT EXECUTE FUNCTION "holds_count_places"();
