ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_token_hash_unique";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" ADD PRIMARY KEY ("token_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirmed_at" bigint;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "email_confirmed_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" bigint;--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
-- Addresses an outside provider already verified for their account count as confirmed; every other stays unconfirmed until proven.
UPDATE "users" SET "email_confirmed_at" = "updated_at" WHERE EXISTS (SELECT 1 FROM "external_identities" i WHERE i."user_id" = "users"."id" AND i."email" = "users"."email");
