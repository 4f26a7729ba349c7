CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"props" jsonb NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK (char_length("analytics_events"."name") BETWEEN 1 AND 60)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_company_idx" ON "analytics_events" USING btree ("company_id","occurred_at") WHERE "analytics_events"."company_id" IS NOT NULL;