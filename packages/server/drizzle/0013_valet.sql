CREATE TABLE "valet_matches" (
	"project_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb NOT NULL,
	"shortlisted" boolean NOT NULL,
	"source" text DEFAULT 'engine' NOT NULL,
	"status" text NOT NULL,
	"released_at" timestamp with time zone,
	"first_answer_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"conversation_id" uuid,
	"quote_amount" integer,
	"quote_timeline" text,
	"quote_message" text,
	"quote_attachment_path" text,
	"quoted_at" timestamp with time zone,
	"quote_idempotency_key" text,
	CONSTRAINT "valet_matches_project_id_company_id_pk" PRIMARY KEY("project_id","company_id"),
	CONSTRAINT "valet_matches_status_check" CHECK ("valet_matches"."status" IN ('shortlisted', 'released', 'accepted', 'declined', 'quoted'))
);
--> statement-breakpoint
CREATE TABLE "valet_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"submitted_by" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"original_description" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"company_country_id" smallint,
	"company_city_id" integer,
	"service_ids" smallint[] NOT NULL,
	"focus_ids" smallint[] DEFAULT '{}'::int2[] NOT NULL,
	"country_ids" smallint[] DEFAULT '{}'::int2[] NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::int4[] NOT NULL,
	"project_start" text NOT NULL,
	"project_stage" text NOT NULL,
	"budget_min" integer,
	"budget_max" integer,
	"voice_recording_path" text,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"misc_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"email_verified_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ip" "inet",
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "valet_projects_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "valet_projects_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "valet_projects_status_check" CHECK ("valet_projects"."status" IN ('awaiting_verification', 'shortlisted', 'released', 'completed')),
	CONSTRAINT "valet_projects_budget_check" CHECK (("valet_projects"."budget_min" IS NULL) = ("valet_projects"."budget_max" IS NULL) AND ("valet_projects"."budget_min" IS NULL OR "valet_projects"."budget_min" <= "valet_projects"."budget_max"))
);
--> statement-breakpoint
CREATE TABLE "valet_uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"user_id" uuid,
	"ip" "inet",
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "valet_uploads_kind_check" CHECK ("valet_uploads"."kind" IN ('file', 'voice'))
);
--> statement-breakpoint
ALTER TABLE "valet_matches" ADD CONSTRAINT "valet_matches_project_id_valet_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."valet_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_matches" ADD CONSTRAINT "valet_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_matches" ADD CONSTRAINT "valet_matches_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_projects" ADD CONSTRAINT "valet_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_projects" ADD CONSTRAINT "valet_projects_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valet_uploads" ADD CONSTRAINT "valet_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valet_matches_company_idx" ON "valet_matches" USING btree ("company_id","released_at" DESC NULLS LAST) WHERE "valet_matches"."released_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "valet_projects_user_id_idx" ON "valet_projects" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "valet_projects_status_idx" ON "valet_projects" USING btree ("status","created_at");