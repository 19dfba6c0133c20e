CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"photo" text,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "suites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"bed" text NOT NULL,
	"capacity" integer NOT NULL,
	"size_sqft" integer NOT NULL,
	"rating" integer NOT NULL,
	"price_per_night" integer NOT NULL,
	"image_path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suites_bed_check" CHECK (bed in ('1 King Bed', '2 Single Bed', '2 King Bed', '1 Double Bed', '1 Single Bed')),
	CONSTRAINT "suites_capacity_check" CHECK ("suites"."capacity" between 1 and 5),
	CONSTRAINT "suites_size_check" CHECK ("suites"."size_sqft" > 0),
	CONSTRAINT "suites_rating_check" CHECK ("suites"."rating" between 1 and 5),
	CONSTRAINT "suites_price_check" CHECK ("suites"."price_per_night" > 0)
);
--> statement-breakpoint
CREATE INDEX "reviews_visible_created_idx" ON "reviews" USING btree ("visible","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suites_slug_key" ON "suites" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "suites_active_capacity_idx" ON "suites" USING btree ("active","capacity");