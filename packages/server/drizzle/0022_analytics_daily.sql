CREATE TABLE "analytics_daily" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_company_id_day_name_source_pk" PRIMARY KEY("company_id","day","name","source")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;