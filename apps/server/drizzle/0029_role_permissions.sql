CREATE TABLE "role_permissions" (
	"role" text PRIMARY KEY NOT NULL,
	"can_sell" boolean NOT NULL,
	"refund" text NOT NULL,
	"refund_limit_cents" integer,
	"can_cancel_sessions" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_permissions_not_admin" CHECK ("role_permissions"."role" in ('manager', 'box-office', 'check-in')),
	CONSTRAINT "role_permissions_refund_known" CHECK ("role_permissions"."refund" in ('none', 'up-to', 'any')),
	CONSTRAINT "role_permissions_limit_with_up_to" CHECK (("role_permissions"."refund" = 'up-to') = ("role_permissions"."refund_limit_cents" is not null) and coalesce("role_permissions"."refund_limit_cents", 1) > 0)
);
