DROP INDEX "company_search_company_size_idx";--> statement-breakpoint
DROP INDEX "company_search_hourly_rate_idx";--> statement-breakpoint
DROP INDEX "company_search_rating_idx";--> statement-breakpoint
CREATE INDEX "company_search_verified_idx" ON "company_search" USING btree ("verified" DESC NULLS FIRST,"score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "company_search_awards_idx" ON "company_search" USING btree ("award_count" DESC NULLS FIRST,"score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "company_search_company_size_asc_idx" ON "company_search" USING btree ("company_size","score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "company_search_company_size_desc_idx" ON "company_search" USING btree ("company_size" DESC NULLS FIRST,"score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "company_search_hourly_rate_asc_idx" ON "company_search" USING btree ("hourly_rate","score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "company_search_hourly_rate_desc_idx" ON "company_search" USING btree ("hourly_rate" DESC NULLS LAST,"score" DESC NULLS FIRST,"company_id");--> statement-breakpoint
CREATE INDEX "company_search_rating_idx" ON "company_search" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"company_id");