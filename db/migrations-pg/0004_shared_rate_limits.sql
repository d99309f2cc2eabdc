CREATE TABLE "rate_limit_windows" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_name_key_pk" PRIMARY KEY("name","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start" ON "rate_limit_windows" USING btree ("window_start");