CREATE TABLE `board_totals` (
	`species_pk` integer NOT NULL,
	`season` integer NOT NULL,
	`dive_type` text NOT NULL,
	`gear` text NOT NULL,
	`min_tier` integer NOT NULL,
	`diver_id` text NOT NULL,
	`n` integer NOT NULL,
	`weight_sum_e4` integer NOT NULL,
	`weight_max` real NOT NULL,
	`depth_max` real NOT NULL,
	PRIMARY KEY(`species_pk`, `season`, `dive_type`, `gear`, `min_tier`, `diver_id`)
);
--> statement-breakpoint
CREATE INDEX `board_totals_heaviest` ON `board_totals` (`species_pk`,`season`,`dive_type`,`gear`,`min_tier`,"weight_max" DESC,`diver_id`);--> statement-breakpoint
CREATE INDEX `board_totals_total_weight` ON `board_totals` (`species_pk`,`season`,`dive_type`,`gear`,`min_tier`,"weight_sum_e4" DESC,`diver_id`);--> statement-breakpoint
CREATE INDEX `board_totals_catch_count` ON `board_totals` (`species_pk`,`season`,`dive_type`,`gear`,`min_tier`,"n" DESC,`diver_id`);--> statement-breakpoint
CREATE INDEX `board_totals_deepest` ON `board_totals` (`species_pk`,`season`,`dive_type`,`gear`,`min_tier`,"depth_max" DESC,`diver_id`);--> statement-breakpoint
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
