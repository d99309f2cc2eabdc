PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_password_resets`("token_hash", "user_id", "expires_at", "created_at") SELECT "token_hash", "user_id", "expires_at", "created_at" FROM `password_resets`;--> statement-breakpoint
DROP TABLE `password_resets`;--> statement-breakpoint
ALTER TABLE `__new_password_resets` RENAME TO `password_resets`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `password_resets_user` ON `password_resets` (`user_id`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `sign_ups` ADD `email_confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `email_confirmed_at` integer;--> statement-breakpoint
-- Addresses an outside provider already verified for their account count as confirmed; every other stays unconfirmed until proven.
UPDATE `users` SET `email_confirmed_at` = `updated_at` WHERE EXISTS (SELECT 1 FROM `external_identities` i WHERE i.`user_id` = `users`.`id` AND i.`email` = `users`.`email`);
