CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"navigation_type" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "web_vitals_metric_check" CHECK ("web_vitals"."metric" IN ('LCP', 'INP', 'CLS')),
	CONSTRAINT "web_vitals_rating_check" CHECK ("web_vitals"."rating" IN ('good', 'needs-improvement', 'poor')),
	CONSTRAINT "web_vitals_page_type_check" CHECK (char_length("web_vitals"."page_type") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE INDEX "web_vitals_hour_idx" ON "web_vitals" USING btree ("hour");