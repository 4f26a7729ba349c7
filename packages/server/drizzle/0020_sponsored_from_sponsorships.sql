ALTER TABLE "companies" DROP COLUMN "sponsored";--> statement-breakpoint
ALTER TABLE "company_search" DROP COLUMN "sponsored";