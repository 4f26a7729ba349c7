ALTER TABLE "award_votes" DROP CONSTRAINT "award_votes_category_voter_unique";--> statement-breakpoint
ALTER TABLE "award_votes" ADD COLUMN "voter_identity" text;--> statement-breakpoint
-- The mailbox behind each stored vote: voterIdentity() of @atlas/api/voter-identity in SQL (the
-- stored address is already trimmed and lower-cased). A plus-tag goes at every provider; Gmail's
-- dots go, and googlemail.com is gmail.com. A deleted voter's placeholder (no @) stays as it is.
UPDATE "award_votes" AS "vote" SET "voter_identity" = CASE
  WHEN strpos("vote"."voter_email", '@') = 0 THEN "vote"."voter_email"
  WHEN "parts"."domain" IN ('gmail.com', 'googlemail.com')
    THEN coalesce(nullif(replace("parts"."local", '.', ''), ''), "parts"."local") || '@gmail.com'
  ELSE "parts"."local" || '@' || "parts"."domain"
END
FROM (
  SELECT "id",
    CASE WHEN strpos("address"."local", '+') > 1 THEN split_part("address"."local", '+', 1)
      ELSE "address"."local" END AS "local",
    "address"."domain"
  FROM "award_votes",
    LATERAL (SELECT substring("voter_email" from '^(.*)@[^@]*$') AS "local",
      substring("voter_email" from '@([^@]*)$') AS "domain") AS "address"
) AS "parts"
WHERE "parts"."id" = "vote"."id";--> statement-breakpoint
-- One mailbox that already voted under several spellings in a category: its first confirmed vote
-- keeps the identity; the others are held for staff with the reason (a discarded one stays
-- discarded), each under a key of its own that no address can take ('#' is never in a domain).
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "category_id", "voter_identity"
    ORDER BY ("status" = 'discarded'), ("confirmed_at" IS NULL), "created_at", "id"
  ) AS "place"
  FROM "award_votes"
)
UPDATE "award_votes" AS "vote" SET
  "voter_identity" = "vote"."voter_identity" || '#' || "vote"."id",
  "status" = CASE WHEN "vote"."status" = 'discarded' THEN 'discarded' ELSE 'held' END,
  "reason" = CASE WHEN "vote"."status" = 'discarded' THEN "vote"."reason"
    ELSE 'duplicate: another vote in this category came from the same mailbox' END
FROM "ranked"
WHERE "ranked"."id" = "vote"."id" AND "ranked"."place" > 1;--> statement-breakpoint
ALTER TABLE "award_votes" ALTER COLUMN "voter_identity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_category_identity_unique" UNIQUE("category_id","voter_identity");
