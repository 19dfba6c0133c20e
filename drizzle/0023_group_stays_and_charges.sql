CREATE TABLE "hotel_charges" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"service_charge_percent" numeric(5, 2) NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_charges_one_row_check" CHECK ("hotel_charges"."id" = 1),
	CONSTRAINT "hotel_charges_rates_check" CHECK ("hotel_charges"."service_charge_percent" between 0 and 50 and "hotel_charges"."vat_percent" between 0 and 50 and "hotel_charges"."tax_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_charge_percent" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "vat_percent" numeric(5, 2) DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_percent" numeric(5, 2) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrival_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pre_arrival_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "after_stay_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "base_occupancy" integer;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "extra_adult_per_night" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "extra_child_per_night" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pre_arrival_due_idx" ON "bookings" USING btree ("check_in") WHERE "bookings"."pre_arrival_mailed_at" is null and "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_after_stay_due_idx" ON "bookings" USING btree ("check_out") WHERE "bookings"."after_stay_mailed_at" is null and "bookings"."status" in ('confirmed', 'checked_in', 'checked_out');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_extra_guests_check" CHECK ("bookings"."extra_guests" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rates_check" CHECK ("bookings"."service_charge_percent" between 0 and 50 and "bookings"."vat_percent" between 0 and 50 and "bookings"."tax_percent" between 0 and 50);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_arrival_time_check" CHECK ("bookings"."arrival_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_special_requests_check" CHECK (char_length("bookings"."special_requests") <= 500);--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_base_occupancy_check" CHECK ("suites"."base_occupancy" between 1 and "suites"."capacity");--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_extra_guest_price_check" CHECK ("suites"."extra_adult_per_night" >= 0 and "suites"."extra_child_per_night" >= 0);