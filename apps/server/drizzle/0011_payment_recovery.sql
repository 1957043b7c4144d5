-- Payment recovery (decision 020):
-- * sandbox transactions keep the shop's idempotency key as Spreedly's `order_id`, so a call whose
--   answer was lost can be looked up;
-- * one pending submission per cart: a second key waits while a payment is in flight. Submissions
--   left pending by an older server are handed to the recovery job first, all but the newest of a
--   cart, so the unique index can be built.
UPDATE "order_submissions" AS s SET "status" = 'recovering'
WHERE s."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "order_submissions" AS n
  WHERE n."cart_id" = s."cart_id" AND n."status" = 'pending'
    AND (n."created_at", n."idempotency_key") > (s."created_at", s."idempotency_key"));--> statement-breakpoint
ALTER TABLE "sandbox_transactions" ADD COLUMN "order_id" text;--> statement-breakpoint
CREATE INDEX "membership_order_submissions_unsettled_idx" ON "membership_order_submissions" USING btree ("updated_at") WHERE "membership_order_submissions"."status" in ('pending', 'recovering');--> statement-breakpoint
CREATE UNIQUE INDEX "order_submissions_one_pending_per_cart_idx" ON "order_submissions" USING btree ("cart_id") WHERE "order_submissions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_submissions_unsettled_idx" ON "order_submissions" USING btree ("updated_at") WHERE "order_submissions"."status" in ('pending', 'recovering');--> statement-breakpoint
CREATE INDEX "payment_gateway_calls_unsettled_idx" ON "payment_gateway_calls" USING btree ("created_at") WHERE "payment_gateway_calls"."result" is null or "payment_gateway_calls"."result"->>'reason' = 'unavailable';--> statement-breakpoint
CREATE INDEX "sandbox_transactions_order_id_idx" ON "sandbox_transactions" USING btree ("order_id");