ALTER TABLE "valet_projects" DROP CONSTRAINT "valet_projects_status_check";--> statement-breakpoint
ALTER TABLE "valet_matches" ADD COLUMN "buyer_decision" text;--> statement-breakpoint
ALTER TABLE "valet_matches" ADD COLUMN "buyer_decision_reason" text;--> statement-breakpoint
ALTER TABLE "valet_matches" ADD COLUMN "buyer_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valet_projects" ADD COLUMN "hired_company_id" integer;--> statement-breakpoint
ALTER TABLE "valet_projects" ADD COLUMN "hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "valet_projects" ADD CONSTRAINT "valet_projects_hired_company_id_companies_id_fk" FOREIGN KEY ("hired_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_matches" ADD CONSTRAINT "valet_matches_buyer_decision_check" CHECK ("valet_matches"."buyer_decision" IS NULL OR "valet_matches"."buyer_decision" IN ('accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "valet_projects" ADD CONSTRAINT "valet_projects_status_check" CHECK ("valet_projects"."status" IN ('awaiting_verification', 'shortlisted', 'released', 'hired', 'completed'));