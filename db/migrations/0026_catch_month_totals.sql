-- Hand-written, after drizzle-kit's tables: the chart totals of stats/totals.ts, kept by
-- triggers on catches as the counters are (0001, 0018), sandbox catches left out, and filled
-- from the catches stored so far. Each catch counts in one row of each table: its (UTC month,
-- species), its (month, diver), its (month, whole pounds) and its (species, whole pounds);
-- catch_month_diver_counts counts a month's (month, diver) rows as they come and go. An update
-- moves the catch out of the rows of its old values and into those of its new ones. A minimum
-- or maximum cannot be un-added: where a removed catch held one, that month's catches of the
-- species are asked (by the caught-at index: a month's catches, fewer than a species' all-time).
-- The tables keyed by two columns are WITHOUT ROWID (edited into drizzle-kit's statements, as
-- board_totals in 0005): one tree per table, so that a create writes one page of each, not two.
CREATE TABLE `catch_month_diver_counts` (
	`month_start` integer PRIMARY KEY NOT NULL,
	`divers` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `catch_month_divers` (
	`month_start` integer NOT NULL,
	`diver_id` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`month_start`, `diver_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `catch_month_species_totals` (
	`month_start` integer NOT NULL,
	`species_pk` integer NOT NULL,
	`n` integer NOT NULL,
	`weight_sum_e4` integer NOT NULL,
	`weight_min` real NOT NULL,
	`weight_max` real NOT NULL,
	`depth_max` real NOT NULL,
	PRIMARY KEY(`month_start`, `species_pk`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `catch_month_weights` (
	`month_start` integer NOT NULL,
	`weight_lb` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`month_start`, `weight_lb`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `catch_species_weights` (
	`species_pk` integer NOT NULL,
	`weight_lb` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`species_pk`, `weight_lb`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER catches_month_totals_insert AFTER INSERT ON catches WHEN new.sandbox = 0 BEGIN
  INSERT INTO catch_month_species_totals (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
    VALUES (CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), new.species_pk, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.weight_lbs, new.depth_ft)
    ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4, weight_min = min(weight_min, excluded.weight_min),
      weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
  INSERT INTO catch_month_diver_counts (month_start, divers) SELECT CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), 1
    WHERE NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = new.diver_id)
    ON CONFLICT DO UPDATE SET divers = divers + 1;
  INSERT INTO catch_month_divers (month_start, diver_id, n) VALUES (CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), new.diver_id, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_month_weights (month_start, weight_lb, n) VALUES (CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), CAST(floor(new.weight_lbs) AS INTEGER), 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_species_weights (species_pk, weight_lb, n) VALUES (new.species_pk, CAST(floor(new.weight_lbs) AS INTEGER), 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER catches_month_totals_delete AFTER DELETE ON catches WHEN old.sandbox = 0 BEGIN
  UPDATE catch_month_species_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk;
  DELETE FROM catch_month_species_totals WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk;
  UPDATE catch_month_species_totals SET
    weight_min = (SELECT min(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0),
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0)
  WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk AND (weight_min = old.weight_lbs OR weight_max = old.weight_lbs OR depth_max = old.depth_ft);
  UPDATE catch_month_divers SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id;
  DELETE FROM catch_month_divers WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id;
  UPDATE catch_month_diver_counts SET divers = divers - 1
    WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id);
  DELETE FROM catch_month_diver_counts WHERE divers = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER);
  UPDATE catch_month_weights SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  DELETE FROM catch_month_weights WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  UPDATE catch_species_weights SET n = n - 1 WHERE species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  DELETE FROM catch_species_weights WHERE n = 0 AND species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
END;
--> statement-breakpoint
CREATE TRIGGER catches_month_totals_update AFTER UPDATE OF species_pk, diver_id, weight_lbs, depth_ft, caught_at ON catches WHEN new.sandbox = 0 BEGIN
  UPDATE catch_month_species_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk;
  DELETE FROM catch_month_species_totals WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk;
  UPDATE catch_month_species_totals SET
    weight_min = (SELECT min(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0),
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0)
  WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk AND (weight_min = old.weight_lbs OR weight_max = old.weight_lbs OR depth_max = old.depth_ft);
  UPDATE catch_month_divers SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id;
  DELETE FROM catch_month_divers WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id;
  UPDATE catch_month_diver_counts SET divers = divers - 1
    WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id);
  DELETE FROM catch_month_diver_counts WHERE divers = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER);
  UPDATE catch_month_weights SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  DELETE FROM catch_month_weights WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  UPDATE catch_species_weights SET n = n - 1 WHERE species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  DELETE FROM catch_species_weights WHERE n = 0 AND species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  INSERT INTO catch_month_species_totals (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
    VALUES (CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), new.species_pk, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.weight_lbs, new.depth_ft)
    ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4, weight_min = min(weight_min, excluded.weight_min),
      weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
  INSERT INTO catch_month_diver_counts (month_start, divers) SELECT CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), 1
    WHERE NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = new.diver_id)
    ON CONFLICT DO UPDATE SET divers = divers + 1;
  INSERT INTO catch_month_divers (month_start, diver_id, n) VALUES (CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), new.diver_id, 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_month_weights (month_start, weight_lb, n) VALUES (CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), CAST(floor(new.weight_lbs) AS INTEGER), 1) ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_species_weights (species_pk, weight_lb, n) VALUES (new.species_pk, CAST(floor(new.weight_lbs) AS INTEGER), 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
INSERT INTO catch_month_species_totals (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
  SELECT CAST(strftime('%s', c.caught_at, 'unixepoch', 'start of month') AS INTEGER), c.species_pk, count(*), sum(CAST(round(c.weight_lbs * 10000) AS INTEGER)), min(c.weight_lbs), max(c.weight_lbs), max(c.depth_ft)
  FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO catch_month_divers (month_start, diver_id, n) SELECT CAST(strftime('%s', c.caught_at, 'unixepoch', 'start of month') AS INTEGER), c.diver_id, count(*) FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO catch_month_diver_counts (month_start, divers) SELECT month_start, count(*) FROM catch_month_divers GROUP BY 1;
--> statement-breakpoint
INSERT INTO catch_month_weights (month_start, weight_lb, n) SELECT CAST(strftime('%s', c.caught_at, 'unixepoch', 'start of month') AS INTEGER), CAST(floor(c.weight_lbs) AS INTEGER), count(*) FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO catch_species_weights (species_pk, weight_lb, n) SELECT c.species_pk, CAST(floor(c.weight_lbs) AS INTEGER), count(*) FROM catches c WHERE c.sandbox = 0 GROUP BY 1, 2;
