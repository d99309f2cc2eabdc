CREATE TABLE `notification_settings` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`in_app` integer NOT NULL,
	`email` text NOT NULL,
	`push` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`event_id` text NOT NULL,
	`data` text NOT NULL,
	`in_app` integer DEFAULT 1 NOT NULL,
	`email` text,
	`mailed_at` integer,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_id_unique` ON `notifications` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_event` ON `notifications` (`user_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`user_id`,`pk`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread` ON `notifications` (`user_id`,`pk`) WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX `notifications_unmailed` ON `notifications` (`email`,`user_id`,`kind`) WHERE email IS NOT NULL AND mailed_at IS NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `notify_pending` integer;--> statement-breakpoint
CREATE INDEX `events_notify_pending` ON `events` (`notify_pending`,`pk`) WHERE notify_pending IS NOT NULL;