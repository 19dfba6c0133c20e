ALTER TABLE "extras" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "suites" ADD COLUMN "description_bn" text;