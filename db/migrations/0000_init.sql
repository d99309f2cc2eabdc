CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`secret_hash` text NOT NULL,
	`hint` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` integer,
	`last_used_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_secret_hash_unique` ON `api_keys` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_user` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `catch_counts_by_diver` (
	`diver_id` text NOT NULL,
	`tier` integer NOT NULL,
	`dive_type` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`diver_id`, `tier`, `dive_type`)
);
--> statement-breakpoint
CREATE TABLE `catch_counts_by_species` (
	`species_pk` integer NOT NULL,
	`tier` integer NOT NULL,
	`dive_type` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`species_pk`, `tier`, `dive_type`)
);
--> statement-breakpoint
CREATE TABLE `catch_counts_total` (
	`tier` integer NOT NULL,
	`dive_type` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`tier`, `dive_type`)
);
--> statement-breakpoint
CREATE TABLE `catches` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`diver_id` text NOT NULL,
	`species_pk` integer NOT NULL,
	`weight_lbs` real NOT NULL,
	`depth_ft` real NOT NULL,
	`length_in` real,
	`tier` integer DEFAULT 0 NOT NULL,
	`dive_type` text NOT NULL,
	`gear` text,
	`lat` real,
	`lon` real,
	`location_name` text,
	`notes` text,
	`conditions` text,
	`external_id` text,
	`caught_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`diver_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`species_pk`) REFERENCES `species`(`pk`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `catches_id_unique` ON `catches` (`id`);--> statement-breakpoint
CREATE INDEX `catches_created` ON `catches` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `catches_caught` ON `catches` (`caught_at`,`id`);--> statement-breakpoint
CREATE INDEX `catches_updated` ON `catches` (`updated_at`,`id`);--> statement-breakpoint
CREATE INDEX `catches_weight` ON `catches` (`weight_lbs`,`id`);--> statement-breakpoint
CREATE INDEX `catches_depth` ON `catches` (`depth_ft`,`id`);--> statement-breakpoint
CREATE INDEX `catches_species_created` ON `catches` (`species_pk`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `catches_diver_created` ON `catches` (`diver_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `catches_species_tier_weight` ON `catches` (`species_pk`,`tier`,`weight_lbs`);--> statement-breakpoint
CREATE INDEX `catches_species_tier_depth` ON `catches` (`species_pk`,`tier`,`depth_ft`);--> statement-breakpoint
CREATE UNIQUE INDEX `catches_diver_external` ON `catches` (`diver_id`,`external_id`) WHERE external_id IS NOT NULL;--> statement-breakpoint
CREATE TABLE `deferred_schema` (
	`name` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`sql` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `events` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`type` text NOT NULL,
	`subject_user_id` text,
	`data` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_id_unique` ON `events` (`id`);--> statement-breakpoint
CREATE INDEX `events_created` ON `events` (`created_at`);--> statement-breakpoint
CREATE INDEX `events_type_created` ON `events` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `external_identities` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `external_identities_user` ON `external_identities` (`user_id`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`credential_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`response_status` integer NOT NULL,
	`response_body` text NOT NULL,
	`response_headers` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`credential_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `oauth_apps` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`redirect_uris` text NOT NULL,
	`scopes` text NOT NULL,
	`secret_hash` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_apps_owner` ON `oauth_apps` (`owner_id`);--> statement-breakpoint
CREATE TABLE `oauth_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`user_id` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`code_challenge` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`grant_id` text,
	FOREIGN KEY (`app_id`) REFERENCES `oauth_apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `oauth_grants` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`scopes` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`app_id`) REFERENCES `oauth_apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_grants_user` ON `oauth_grants` (`user_id`);--> statement-breakpoint
CREATE INDEX `oauth_grants_app` ON `oauth_grants` (`app_id`);--> statement-breakpoint
CREATE TABLE `oauth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`grant_id` text NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`scopes` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`retired_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`grant_id`) REFERENCES `oauth_grants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_tokens_token_hash_unique` ON `oauth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `oauth_tokens_grant` ON `oauth_tokens` (`grant_id`);--> statement-breakpoint
CREATE TABLE `photos` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`catch_pk` integer,
	`species_pk` integer,
	`uploader_id` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`license` text,
	`author` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`catch_pk`) REFERENCES `catches`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`species_pk`) REFERENCES `species`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `photos_id_unique` ON `photos` (`id`);--> statement-breakpoint
CREATE INDEX `photos_catch` ON `photos` (`catch_pk`);--> statement-breakpoint
CREATE INDEX `photos_species` ON `photos` (`species_pk`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `species` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`scientific_name` text NOT NULL,
	`name_key` text NOT NULL,
	`scientific_name_authority` text,
	`common_name` text NOT NULL,
	`common_name_source` text,
	`common_name_licence` text,
	`common_name_source_url` text,
	`family` text,
	`order` text,
	`target_group` text,
	`special_category` text,
	`region_tags` text,
	`max_length_cm` real,
	`fao_asfis_code` text,
	`isscaap_group` text,
	`worms_aphia_id` integer,
	`taxonomy_source` text,
	`region_source` text,
	`max_length_source` text,
	`aphia_id_source` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `species_id_unique` ON `species` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `species_scientific_name_unique` ON `species` (`scientific_name`);--> statement-breakpoint
CREATE UNIQUE INDEX `species_name_key_unique` ON `species` (`name_key`);--> statement-breakpoint
CREATE TABLE `species_names` (
	`pk` integer PRIMARY KEY NOT NULL,
	`species_pk` integer NOT NULL,
	`name` text NOT NULL,
	`lang` text NOT NULL,
	`name_key` text NOT NULL,
	`source` text,
	`licence` text,
	`source_url` text,
	`is_primary` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`species_pk`) REFERENCES `species`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `species_names_key` ON `species_names` (`name_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `species_names_unique` ON `species_names` (`species_pk`,`lang`,`name_key`);--> statement-breakpoint
CREATE TABLE `species_reference_records` (
	`pk` integer PRIMARY KEY NOT NULL,
	`species_pk` integer NOT NULL,
	`weight_kg` real NOT NULL,
	`holder` text,
	`date` text,
	`place` text,
	`category` text,
	`organisation` text,
	`source` text,
	FOREIGN KEY (`species_pk`) REFERENCES `species`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `species_reference_records_species` ON `species_reference_records` (`species_pk`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`display_name` text NOT NULL,
	`role` text NOT NULL,
	`password_hash` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
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
CREATE INDEX `verifications_catch` ON `verifications` (`catch_pk`,`pk`);--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`pk` integer PRIMARY KEY NOT NULL,
	`delivery_pk` integer NOT NULL,
	`attempt_number` integer NOT NULL,
	`started_at_ms` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`status_code` integer,
	`error` text,
	`response_body` text,
	FOREIGN KEY (`delivery_pk`) REFERENCES `webhook_deliveries`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_attempts_delivery` ON `webhook_attempts` (`delivery_pk`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`endpoint_pk` integer NOT NULL,
	`event_pk` integer NOT NULL,
	`status` text NOT NULL,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`next_attempt_at_ms` integer,
	`lease_until_ms` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`endpoint_pk`) REFERENCES `webhook_endpoints`(`pk`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_pk`) REFERENCES `events`(`pk`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_id_unique` ON `webhook_deliveries` (`id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due` ON `webhook_deliveries` (`status`,`next_attempt_at_ms`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_due` ON `webhook_deliveries` (`endpoint_pk`,`status`,`next_attempt_at_ms`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint` ON `webhook_deliveries` (`endpoint_pk`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_event` ON `webhook_deliveries` (`event_pk`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`pk` integer PRIMARY KEY NOT NULL,
	`id` text NOT NULL,
	`user_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`description` text,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_secret_expires_at` integer,
	`enabled` integer DEFAULT true NOT NULL,
	`disabled_reason` text,
	`failing_since` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_endpoints_id_unique` ON `webhook_endpoints` (`id`);--> statement-breakpoint
CREATE INDEX `webhook_endpoints_user` ON `webhook_endpoints` (`user_id`);