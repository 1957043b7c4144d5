-- Role permissions (decision 081): every shop starts with what each role could do before
-- them, from the route table of apps/server/src/modules/staff/admin-access.ts: managers sell,
-- refund any amount and cancel sessions; the box office sells and refunds any amount; check-in
-- does none of these. Admins have no row: they always have everything.
INSERT INTO "role_permissions" ("role", "can_sell", "refund", "refund_limit_cents", "can_cancel_sessions")
VALUES
  ('manager', true, 'any', NULL, true),
  ('box-office', true, 'any', NULL, false),
  ('check-in', false, 'none', NULL, false)
ON CONFLICT ("role") DO NOTHING;
