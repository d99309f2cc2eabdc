CREATE TABLE `species_import_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`csv` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `species_import_uploads_expires` ON `species_import_uploads` (`expires_at`);--> statement-breakpoint
ALTER TABLE `oauth_apps` ADD `disabled_at` integer;