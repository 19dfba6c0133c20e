CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"min_nights" integer,
	"suite_ids" uuid[],
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent_off" between 1 and 100),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."valid_to" >= "promo_codes"."valid_from"),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;