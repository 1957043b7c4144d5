ALTER TABLE "orders" ADD COLUMN "cash_tendered_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_change_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_tender_whole" CHECK (("orders"."cash_tendered_cents" is null and "orders"."cash_change_cents" is null)
        or ("orders"."cash_change_cents" between 0 and "orders"."cash_tendered_cents"));