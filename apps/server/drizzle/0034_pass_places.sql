ALTER TABLE "line_item_tickets" ADD COLUMN "pass_member_id" integer;--> statement-breakpoint
ALTER TABLE "line_item_tickets" ADD COLUMN "pass_benefit" text;--> statement-breakpoint
ALTER TABLE "line_item_tickets" ADD CONSTRAINT "line_item_tickets_pass_member_id_members_id_fk" FOREIGN KEY ("pass_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_item_tickets_pass_member_idx" ON "line_item_tickets" USING btree ("pass_member_id") WHERE "line_item_tickets"."pass_member_id" is not null;--> statement-breakpoint
ALTER TABLE "line_item_tickets" ADD CONSTRAINT "line_item_tickets_pass_place" CHECK (("line_item_tickets"."pass_member_id" is null and "line_item_tickets"."pass_benefit" is null) or
        ("line_item_tickets"."pass_member_id" is not null and "line_item_tickets"."quantity" = 1 and
          "line_item_tickets"."pass_benefit" in ('included', 'member-price', 'guest')));