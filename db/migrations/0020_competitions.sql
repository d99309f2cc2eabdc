CREATE TABLE `competition_entries` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`competition_pk` integer NOT NULL,
	`division` text,
	`team_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`competition_pk`) REFERENCES `competitions`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_entries_id_unique` ON `competition_entries` (`id`);--> statement-breakpoint
CREATE INDEX `competition_entries_competition` ON `competition_entries` (`competition_pk`,`pk`);--> statement-breakpoint
CREATE TABLE `competition_members` (
	`competition_pk` integer NOT NULL,
	`user_id` text NOT NULL,
	`entry_pk` integer NOT NULL,
	PRIMARY KEY(`competition_pk`, `user_id`),
	FOREIGN KEY (`competition_pk`) REFERENCES `competitions`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_pk`) REFERENCES `competition_entries`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `competition_members_entry` ON `competition_members` (`entry_pk`);--> statement-breakpoint
CREATE TABLE `competition_protests` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`competition_pk` integer NOT NULL,
	`entry_id` text,
	`catch_id` text,
	`reason` text NOT NULL,
	`protested_by` text,
	`decision` text,
	`note` text,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`competition_pk`) REFERENCES `competitions`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`protested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_protests_id_unique` ON `competition_protests` (`id`);--> statement-breakpoint
CREATE INDEX `competition_protests_competition` ON `competition_protests` (`competition_pk`,`pk`);--> statement-breakpoint
CREATE TABLE `competition_weigh_ins` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`competition_pk` integer NOT NULL,
	`catch_pk` integer NOT NULL,
	`catch_id` text NOT NULL,
	`entry_pk` integer NOT NULL,
	`weight_kg` real NOT NULL,
	`decision` text NOT NULL,
	`reason` text,
	`weighed_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`competition_pk`) REFERENCES `competitions`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`weighed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competition_weigh_ins_id_unique` ON `competition_weigh_ins` (`id`);--> statement-breakpoint
CREATE INDEX `competition_weigh_ins_catch` ON `competition_weigh_ins` (`competition_pk`,`catch_pk`,`pk`);--> statement-breakpoint
CREATE INDEX `competition_weigh_ins_entry` ON `competition_weigh_ins` (`competition_pk`,`entry_pk`,`pk`);--> statement-breakpoint
CREATE TABLE `competitions` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`time_zone` text NOT NULL,
	`area` text,
	`team_size` integer NOT NULL,
	`divisions` text NOT NULL,
	`entry` text NOT NULL,
	`weigh_in` text NOT NULL,
	`weighmasters` text NOT NULL,
	`protest_hours` integer NOT NULL,
	`rules` text NOT NULL,
	`status` text NOT NULL,
	`final_standings` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `competitions_id_unique` ON `competitions` (`id`);--> statement-breakpoint
CREATE INDEX `competitions_status` ON `competitions` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `catches_diver_caught` ON `catches` (`diver_id`,`caught_at`,`species_pk`,`weight_lbs`,`lat`,`lon`,`pk`,`id`);