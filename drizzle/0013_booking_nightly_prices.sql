-- Edited by hand: the column is added with a default, filled for the bookings made before it
-- (every night at the booking's flat nightly rate, which is what they were quoted), and only
-- then made to need a value.
ALTER TABLE "bookings" ADD COLUMN "nightly_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "nightly_prices" = (
	SELECT jsonb_agg(jsonb_build_object('date', to_char(night, 'YYYY-MM-DD'), 'price', "bookings"."nightly_rate") ORDER BY night)
	FROM generate_series("bookings"."check_in"::timestamp, "bookings"."check_out"::timestamp - interval '1 day', interval '1 day') AS night
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "nightly_prices" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_nightly_prices_check" CHECK (jsonb_typeof("bookings"."nightly_prices") = 'array' and jsonb_array_length("bookings"."nightly_prices") = "bookings"."nights");
