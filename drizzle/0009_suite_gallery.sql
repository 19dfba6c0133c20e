CREATE TABLE "suite_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suite_id" uuid NOT NULL,
	"image_path" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suite_photos_position_check" CHECK ("suite_photos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "suites" SET "address" = CASE "slug"
		WHEN 'tea-terrace-single' THEN 'Tea Terrace wing, upper floor'
		WHEN 'courtyard-single' THEN 'Courtyard wing, first floor'
		WHEN 'lotus-pond-double' THEN 'Lotus Pond deck, ground floor'
		WHEN 'bamboo-grove-double' THEN 'Bamboo Grove cottages'
		WHEN 'heritage-twin-room' THEN 'East wing, first floor'
		WHEN 'garden-king-suite' THEN 'Garden wing, ground floor'
		WHEN 'monsoon-veranda-suite' THEN 'West wing, first floor'
		WHEN 'hillview-twin-suite' THEN 'Hillview wing, second floor'
		WHEN 'rajbari-royal-suite' THEN 'Rajbari main house, first floor'
		WHEN 'chandrabati-presidential-suite' THEN 'Rajbari main house, top floor'
		WHEN 'zamindar-grand-suite' THEN 'Zamindar wing, first floor'
		WHEN 'planters-family-suite' THEN 'Planters bungalow, ground floor'
		ELSE 'Chandrabati Heritage Resort'
	END;--> statement-breakpoint
ALTER TABLE "suites" ALTER COLUMN "address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "suite_photos" ADD CONSTRAINT "suite_photos_suite_id_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suite_photos_suite_position_idx" ON "suite_photos" USING btree ("suite_id","position");--> statement-breakpoint
INSERT INTO "suite_photos" ("suite_id", "image_path", "position", "created_at")
	SELECT "id", "image_path", 0, "created_at" FROM "suites";