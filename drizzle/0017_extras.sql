CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"unit" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_price_check" CHECK ("extras"."price" > 0),
	CONSTRAINT "extras_unit_check" CHECK (unit in ('stay', 'night', 'guest-night'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;