CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" integer NOT NULL,
	"promo_code_id" uuid,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"service_charge" integer NOT NULL,
	"vat" integer NOT NULL,
	"tax" integer NOT NULL,
	"service_charge_percent" numeric(5, 2) NOT NULL,
	"vat_percent" numeric(5, 2) NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"total" integer NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_requests" text,
	"arrival_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."check_out" > "reservations"."check_in"),
	CONSTRAINT "reservations_money_check" CHECK ("reservations"."total" >= 0 and "reservations"."subtotal" >= 0 and "reservations"."discount" >= 0),
	CONSTRAINT "reservations_rates_check" CHECK ("reservations"."service_charge_percent" between 0 and 50 and "reservations"."vat_percent" between 0 and 50 and "reservations"."tax_percent" between 0 and 50),
	CONSTRAINT "reservations_arrival_time_check" CHECK ("reservations"."arrival_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reservations_special_requests_check" CHECK (char_length("reservations"."special_requests") <= 500)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_key" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_user_created_idx" ON "reservations" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_reservation_idx" ON "bookings" USING btree ("reservation_id") WHERE "bookings"."reservation_id" is not null;