ALTER TABLE "images" ADD COLUMN "access_key" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "photo_image_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_access_key_unique" UNIQUE("access_key");