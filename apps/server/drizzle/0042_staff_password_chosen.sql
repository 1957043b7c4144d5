ALTER TABLE "staff" ADD COLUMN "password_chosen_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before: chosen unless invited and never since set through a link or changed;
-- when, as the audit log has it, else when the account was made.
UPDATE "staff" SET "password_chosen_at" = coalesce((
    SELECT max("entry"."created_at") FROM "audit_log" "entry"
    WHERE "entry"."entity" = 'staff' AND "entry"."entity_id" = "staff"."id"::text
      AND "entry"."action" IN ('staff.set-password', 'staff.change-password')), "created_at")
WHERE NOT EXISTS (
    SELECT 1 FROM "staff_password_links" "link"
    WHERE "link"."staff_id" = "staff"."id" AND "link"."purpose" = 'invitation')
  OR EXISTS (
    SELECT 1 FROM "audit_log" "entry"
    WHERE "entry"."entity" = 'staff' AND "entry"."entity_id" = "staff"."id"::text
      AND "entry"."action" IN ('staff.set-password', 'staff.change-password'));
