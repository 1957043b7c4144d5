ALTER TABLE "holds" DROP CONSTRAINT "holds_quantity_positive";--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_quantity_not_negative" CHECK ("holds"."quantity" >= 0);