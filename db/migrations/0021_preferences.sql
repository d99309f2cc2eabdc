ALTER TABLE `catches` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `units` text;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `language` text;