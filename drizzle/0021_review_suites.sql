-- Edited by hand: the reviews written before this migration take their suite from their stay.
ALTER TABLE "reviews" ADD COLUMN "suite_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_suite_id_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."suites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "reviews" SET "suite_id" = "bookings"."suite_id" FROM "bookings" WHERE "bookings"."id" = "reviews"."booking_id";--> statement-breakpoint
CREATE INDEX "reviews_suite_rating_idx" ON "reviews" USING btree ("suite_id","rating") WHERE "reviews"."visible" and "reviews"."booking_id" is not null;
