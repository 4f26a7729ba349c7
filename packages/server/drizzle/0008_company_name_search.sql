-- Search (issue 15): company names by any part, tolerant of a typo and of accents.
-- Both extensions are trusted (PostgreSQL 13+), so the database owner may create them; they ship
-- with the embedded-postgres binaries and with the PostgreSQL packages of every distribution.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary by name); naming the dictionary makes this
-- wrapper safe to declare IMMUTABLE, so indexes and generated columns can use it.
CREATE OR REPLACE FUNCTION atlas_search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- The normalised name, stored, so ranking the matches does not run unaccent on each of them.
-- Kept out of the drizzle schema (a generated column no insert names); only the search reads it.
ALTER TABLE "company_search" ADD COLUMN "name_search" text
  GENERATED ALWAYS AS (atlas_search_normalize("name")) STORED;--> statement-breakpoint
CREATE INDEX "company_search_name_trgm_idx" ON "company_search"
  USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_search_name_words_idx" ON "company_search"
  USING gin (to_tsvector('simple', "name_search"));
--> statement-breakpoint
-- The taxonomy and the places are small, but a search runs on them at every keystroke.
CREATE INDEX "services_name_trgm_idx" ON "services"
  USING gin (atlas_search_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_name_trgm_idx" ON "countries"
  USING gin (atlas_search_normalize("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities"
  USING gin (atlas_search_normalize("name") gin_trgm_ops);
