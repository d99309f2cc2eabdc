CREATE TABLE "species_import_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"csv" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_apps" ADD COLUMN "disabled_at" bigint;--> statement-breakpoint
ALTER TABLE "species_import_uploads" ADD CONSTRAINT "species_import_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "species_import_uploads_expires" ON "species_import_uploads" USING btree ("expires_at");