CREATE TABLE "rate_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suite_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_per_night" integer NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_periods_dates_check" CHECK ("rate_periods"."end_date" > "rate_periods"."start_date"),
	CONSTRAINT "rate_periods_price_check" CHECK ("rate_periods"."price_per_night" > 0),
	CONSTRAINT "rate_periods_min_nights_check" CHECK ("rate_periods"."min_nights" >= 1)
);
--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "weekend_price_per_night" integer;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_suite_id_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_periods_suite_start_idx" ON "rate_periods" USING btree ("suite_id","start_date");--> statement-breakpoint
ALTER TABLE "suites" ADD CONSTRAINT "suites_weekend_price_check" CHECK ("suites"."weekend_price_per_night" > 0);--> statement-breakpoint
-- Two seasons of one suite never share a night (written by hand: drizzle-kit does not model
-- exclusion constraints; btree_gist comes from migration 0005).
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_no_overlap" EXCLUDE USING gist (
	"suite_id" WITH =,
	daterange("start_date", "end_date", '[)') WITH &&
);
