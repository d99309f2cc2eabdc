CREATE TABLE `push_deliveries` (
	`pk` integer PRIMARY KEY NOT NULL,
	`notification_pk` integer NOT NULL,
	`subscription_pk` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	FOREIGN KEY (`notification_pk`) REFERENCES `notifications`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_pk`) REFERENCES `push_subscriptions`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_deliveries_pair` ON `push_deliveries` (`notification_pk`,`subscription_pk`);--> statement-breakpoint
CREATE INDEX `push_deliveries_due` ON `push_deliveries` (`next_attempt_at`,`pk`);--> statement-breakpoint
CREATE INDEX `push_deliveries_subscription` ON `push_deliveries` (`subscription_pk`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`label` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_id_unique` ON `push_subscriptions` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user` ON `push_subscriptions` (`user_id`);