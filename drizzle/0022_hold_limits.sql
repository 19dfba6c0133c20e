ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_address" text;--> statement-breakpoint
CREATE INDEX "bookings_hold_address_idx" ON "bookings" USING btree ("hold_address") WHERE "bookings"."hold_address" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK (reason in ('cancelled', 'late_payment', 'late_booking_limit', 'late_promo_used_up', 'duplicate_payment'));