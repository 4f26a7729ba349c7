CREATE TABLE "upload_ledger" (
	"path" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"size" integer NOT NULL,
	"user_id" uuid,
	"anonymous" boolean NOT NULL,
	"network" "cidr" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "upload_ledger_purpose_check" CHECK ("upload_ledger"."purpose" IN ('valet', 'chat')),
	CONSTRAINT "upload_ledger_size_check" CHECK ("upload_ledger"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "upload_ledger" ADD CONSTRAINT "upload_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_ledger_network_idx" ON "upload_ledger" USING btree ("network","created_at");--> statement-breakpoint
CREATE INDEX "upload_ledger_user_idx" ON "upload_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_ledger_unclaimed_idx" ON "upload_ledger" USING btree ("created_at") WHERE "upload_ledger"."claimed_at" IS NULL;