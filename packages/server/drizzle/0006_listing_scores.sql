ALTER TABLE "companies" ADD COLUMN "score_parts" jsonb;--> statement-breakpoint
ALTER TABLE "company_search" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Existing rows get their services now; score_parts is filled by the server's start-up re-score.
UPDATE "company_search" AS cs SET "services" = x.shares
FROM (
  SELECT link.company_id,
         jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'percentage', link.percentage)
           ORDER BY link.percentage DESC, s.name) AS shares
  FROM "company_services" link JOIN "services" s ON s.id = link.service_id
  GROUP BY link.company_id
) AS x
WHERE cs.company_id = x.company_id;
