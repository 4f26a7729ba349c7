CREATE TABLE "grid_preferences" (
	"user_id" uuid NOT NULL,
	"grid" text NOT NULL,
	"hidden_columns" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grid_preferences_user_id_grid_pk" PRIMARY KEY("user_id","grid")
);
--> statement-breakpoint
ALTER TABLE "grid_preferences" ADD CONSTRAINT "grid_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;