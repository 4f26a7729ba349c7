ALTER TABLE "saved_searches" ADD COLUMN "filters" jsonb;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("alert") WHERE "saved_searches"."alert";