CREATE TABLE "photo_blobs" (
	"photo_id" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
