CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tran_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"val_id" text,
	"bank_tran_id" text,
	"method" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_check" CHECK (status in ('initiated', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK (status in ('pending', 'processing', 'refunded', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK (reason in ('cancelled', 'late_payment', 'duplicate_payment'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tran_id_key" ON "payments" USING btree ("tran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_val_id_key" ON "payments" USING btree ("val_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "bookings_hold_expires_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_check" CHECK ("bookings"."amount_due" between 0 and "bookings"."total" and "bookings"."amount_paid" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_check" CHECK ("bookings"."status" <> 'pending_payment' or "bookings"."hold_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status in ('pending_payment', 'confirmed', 'checked_in', 'checked_out', 'no_show', 'cancelled', 'expired'));--> statement-breakpoint
-- Written by hand: an unpaid booking (pending_payment) holds its nights like a confirmed one, and
-- one whose hold ran out (expired) frees them like a cancelled one. The overlap guarantee, the
-- search's index and the block triggers now leave out both released statuses.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "suite_id" WITH =,
  daterange("check_in", "check_out", '[)') WITH &&
) WHERE ("status" not in ('cancelled', 'expired'));--> statement-breakpoint
DROP INDEX "bookings_active_dates_idx";--> statement-breakpoint
CREATE INDEX "bookings_active_dates_idx" ON "bookings" USING gist (daterange("check_in", "check_out", '[)')) WHERE ("status" not in ('cancelled', 'expired'));--> statement-breakpoint
DROP TRIGGER "bookings_refuse_blocked_nights" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_refuse_blocked_nights"
	BEFORE INSERT OR UPDATE OF "suite_id", "check_in", "check_out", "status" ON "bookings"
	FOR EACH ROW WHEN (NEW."status" not in ('cancelled', 'expired'))
	EXECUTE FUNCTION "bookings_refuse_blocked_nights"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "suite_blocks_refuse_booked_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "suites" WHERE "id" = NEW."suite_id" FOR UPDATE;
	IF EXISTS (
		SELECT 1 FROM "bookings" k
		WHERE k."suite_id" = NEW."suite_id"
			AND k."status" not in ('cancelled', 'expired')
			AND daterange(k."check_in", k."check_out", '[)') && daterange(NEW."start_date", NEW."end_date", '[)')
	) THEN
		RAISE EXCEPTION 'suite % has a booking on some nights from % to %', NEW."suite_id", NEW."start_date", NEW."end_date"
			USING ERRCODE = '23P01', CONSTRAINT = 'suite_blocks_not_on_booked_nights', TABLE = 'suite_blocks';
	END IF;
	RETURN NEW;
END
$$;
