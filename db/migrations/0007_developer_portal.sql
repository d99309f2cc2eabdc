CREATE TABLE `developer_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`building` text NOT NULL,
	`state` text NOT NULL,
	`email_confirmed_at` integer,
	`confirm_token_hash` text,
	`decided_at` integer,
	`decided_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `developer_applications_user_id_unique` ON `developer_applications` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `developer_applications_confirm_token_hash_unique` ON `developer_applications` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `developer_applications_state` ON `developer_applications` (`state`,`created_at`);--> statement-breakpoint
CREATE TABLE `request_log` (
	`pk` integer PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`at_ms` integer NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`status` integer NOT NULL,
	`duration_ms` real NOT NULL,
	`request_id` text NOT NULL,
	`key_id` text,
	`app_id` text
);
--> statement-breakpoint
CREATE INDEX `request_log_user` ON `request_log` (`user_id`,`at_ms`);--> statement-breakpoint
CREATE INDEX `request_log_app` ON `request_log` (`app_id`,`at_ms`);--> statement-breakpoint
CREATE INDEX `request_log_at` ON `request_log` (`at_ms`);