CREATE TABLE "channel_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"suite_id" uuid NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suite_blocks" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "ical_token" text;--> statement-breakpoint
ALTER TABLE "channel_imports" ADD CONSTRAINT "channel_imports_suite_id_suites_id_fk" FOREIGN KEY ("suite_id") REFERENCES "public"."suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_imports_suite_url_key" ON "channel_imports" USING btree ("suite_id","url");--> statement-breakpoint
ALTER TABLE "suite_blocks" ADD CONSTRAINT "suite_blocks_import_id_channel_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."channel_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suite_blocks_import_idx" ON "suite_blocks" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suites_ical_token_key" ON "suites" USING btree ("ical_token");