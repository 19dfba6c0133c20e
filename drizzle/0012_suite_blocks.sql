CREATE TABLE "suite_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suite_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suite_blocks_dates_check" CHECK ("suite_blocks"."end_date" > "suite_blocks"."start_date")
);
--> statement-breakpoint
ALTER TABLE "suite_blocks" ADD CONSTRAINT "suite_blocks_suite_id_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suite_blocks_suite_start_idx" ON "suite_blocks" USING btree ("suite_id","start_date");--> statement-breakpoint
-- Written by hand (drizzle-kit models neither exclusion constraints nor triggers).
-- Two blocks of one suite never share a night.
ALTER TABLE "suite_blocks" ADD CONSTRAINT "suite_blocks_no_overlap" EXCLUDE USING gist (
	"suite_id" WITH =,
	daterange("start_date", "end_date", '[)') WITH &&
);
--> statement-breakpoint
-- A block and an active booking of one suite never share a night. An exclusion constraint
-- covers one table only, so each side checks the other under the suite's row lock: a booking
-- takes it shared (bookings of a suite do not wait for one another; their own constraint keeps
-- them apart), a block exclusively. Whichever commits first is seen by the other, which waits
-- for the lock and then looks (under READ COMMITTED each statement sees what was committed
-- before it began). The refusal is SQLSTATE 23P01, like the exclusion constraints'.
CREATE FUNCTION "bookings_refuse_blocked_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "suites" WHERE "id" = NEW."suite_id" FOR SHARE;
	IF EXISTS (
		SELECT 1 FROM "suite_blocks" b
		WHERE b."suite_id" = NEW."suite_id"
			AND daterange(b."start_date", b."end_date", '[)') && daterange(NEW."check_in", NEW."check_out", '[)')
	) THEN
		RAISE EXCEPTION 'suite % is blocked on some nights from % to %', NEW."suite_id", NEW."check_in", NEW."check_out"
			USING ERRCODE = '23P01', CONSTRAINT = 'bookings_not_on_blocked_nights', TABLE = 'bookings';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_refuse_blocked_nights"
	BEFORE INSERT OR UPDATE OF "suite_id", "check_in", "check_out", "status" ON "bookings"
	FOR EACH ROW WHEN (NEW."status" <> 'cancelled')
	EXECUTE FUNCTION "bookings_refuse_blocked_nights"();
--> statement-breakpoint
CREATE FUNCTION "suite_blocks_refuse_booked_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "suites" WHERE "id" = NEW."suite_id" FOR UPDATE;
	IF EXISTS (
		SELECT 1 FROM "bookings" k
		WHERE k."suite_id" = NEW."suite_id"
			AND k."status" <> 'cancelled'
			AND daterange(k."check_in", k."check_out", '[)') && daterange(NEW."start_date", NEW."end_date", '[)')
	) THEN
		RAISE EXCEPTION 'suite % has a booking on some nights from % to %', NEW."suite_id", NEW."start_date", NEW."end_date"
			USING ERRCODE = '23P01', CONSTRAINT = 'suite_blocks_not_on_booked_nights', TABLE = 'suite_blocks';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "suite_blocks_refuse_booked_nights"
	BEFORE INSERT OR UPDATE OF "suite_id", "start_date", "end_date" ON "suite_blocks"
	FOR EACH ROW
	EXECUTE FUNCTION "suite_blocks_refuse_booked_nights"();
