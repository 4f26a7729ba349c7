-- Every company has exactly one headquarters location.
-- "At most one" is the partial unique index company_locations_one_headquarter_idx (0000).
-- "At least one" is checked here, at commit time (DEFERRABLE INITIALLY DEFERRED), so a company and
-- its locations can be written in any order inside one transaction, and the headquarters can be
-- moved (clear the old flag, then set the new one). Only events that can leave a company without a
-- headquarters are queued: a new company, and a headquarters that is deleted, unflagged or moved
-- to another company. Inserting a location never removes a headquarters, so it is not checked.
CREATE FUNCTION "company_locations_require_headquarter"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  checked_company_id integer;
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    checked_company_id := NEW.id;
  ELSE
    checked_company_id := OLD.company_id;
  END IF;
  IF EXISTS (SELECT 1 FROM "companies" WHERE "id" = checked_company_id)
     AND NOT EXISTS (
       SELECT 1 FROM "company_locations"
       WHERE "company_id" = checked_company_id AND "is_headquarter"
     ) THEN
    RAISE EXCEPTION 'company % has no headquarters location', checked_company_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'company_locations_headquarter_required',
            TABLE = 'company_locations';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_headquarter_required"
  AFTER INSERT ON "companies"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "company_locations_require_headquarter"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "company_locations_headquarter_deleted"
  AFTER DELETE ON "company_locations"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."is_headquarter")
  EXECUTE FUNCTION "company_locations_require_headquarter"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "company_locations_headquarter_updated"
  AFTER UPDATE OF "is_headquarter", "company_id" ON "company_locations"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."is_headquarter" AND (NOT NEW."is_headquarter" OR NEW."company_id" <> OLD."company_id"))
  EXECUTE FUNCTION "company_locations_require_headquarter"();
