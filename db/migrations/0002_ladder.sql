CREATE TABLE `verifications` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`catch_pk` integer NOT NULL,
	`verifier_id` text NOT NULL,
	`tier` integer NOT NULL,
	`previous_tier` integer NOT NULL,
	`note` text,
	`evidence` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`catch_pk`) REFERENCES `catches`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verifier_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verifications_id_unique` ON `verifications` (`id`);--> statement-breakpoint
CREATE INDEX `verifications_catch` ON `verifications` (`catch_pk`,`pk`);
