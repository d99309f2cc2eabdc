CREATE TABLE `site_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `verification_requests` (
	`catch_pk` integer PRIMARY KEY NOT NULL,
	`evidence` text NOT NULL,
	`note` text,
	`requested_at` integer NOT NULL,
	FOREIGN KEY (`catch_pk`) REFERENCES `catches`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `verification_requests_requested` ON `verification_requests` (`requested_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `disabled_at` integer;