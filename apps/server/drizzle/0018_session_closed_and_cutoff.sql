ALTER TABLE "activity_times" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_times" ADD COLUMN "cutoff_hours" integer;