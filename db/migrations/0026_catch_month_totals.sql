-- Hand-written, after drizzle-kit's tables: the chart totals of stats/totals.ts, sandbox
-- catches left out. Each catch counts in one row of each table: its (UTC month, species), its
-- (month, diver), its (month, whole pounds) and its (species, whole pounds);
-- catch_month_diver_counts counts a month's (month, diver) rows. As on PostgreSQL (0014), a
-- new or changed catch is appended to catch_month_deltas (one row, on the table's last page)
-- rather than written into a row of each table (five pages more per create: ~12% of its cost),
-- and once 64 are pending, the trigger on catch_month_deltas folds them into the totals in one
-- go; readers add the pending ones (the *_live views). A deleted or changed catch is taken
-- out of its delta while pending, else out of the totals. A minimum or maximum cannot be
-- un-added: where a removed catch held one, the month's other folded catches of the species
-- are asked (by the caught-at index: a month's catches, fewer than a species' all-time).
-- The tables keyed by two columns are WITHOUT ROWID (edited into drizzle-kit's statements, as
-- board_totals in 0005): one tree per table.
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
CREATE TABLE catch_month_deltas (
  catch_pk INTEGER PRIMARY KEY,
  month_start INTEGER NOT NULL,
  species_pk INTEGER NOT NULL,
  diver_id TEXT NOT NULL,
  weight_lbs REAL NOT NULL,
  depth_ft REAL NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER catch_month_deltas_fold AFTER INSERT ON catch_month_deltas WHEN (SELECT count(*) FROM catch_month_deltas) >= 64 BEGIN
  INSERT INTO catch_month_species_totals (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
    SELECT month_start, species_pk, count(*), sum(CAST(round(weight_lbs * 10000) AS INTEGER)), min(weight_lbs), max(weight_lbs), max(depth_ft)
    FROM catch_month_deltas GROUP BY 1, 2
    ON CONFLICT DO UPDATE SET n = n + excluded.n, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4, weight_min = min(weight_min, excluded.weight_min),
      weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
  INSERT INTO catch_month_diver_counts (month_start, divers)
    SELECT p.month_start, count(*) FROM (SELECT DISTINCT month_start, diver_id FROM catch_month_deltas) p
    WHERE NOT EXISTS (SELECT 1 FROM catch_month_divers m WHERE m.month_start = p.month_start AND m.diver_id = p.diver_id) GROUP BY 1
    ON CONFLICT DO UPDATE SET divers = divers + excluded.divers;
  INSERT INTO catch_month_divers (month_start, diver_id, n) SELECT month_start, diver_id, count(*) FROM catch_month_deltas GROUP BY 1, 2
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
  INSERT INTO catch_month_weights (month_start, weight_lb, n) SELECT month_start, CAST(floor(weight_lbs) AS INTEGER), count(*) FROM catch_month_deltas GROUP BY 1, 2
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
  INSERT INTO catch_species_weights (species_pk, weight_lb, n) SELECT species_pk, CAST(floor(weight_lbs) AS INTEGER), count(*) FROM catch_month_deltas GROUP BY 1, 2
    ON CONFLICT DO UPDATE SET n = n + excluded.n;
  DELETE FROM catch_month_deltas;
END;
--> statement-breakpoint
CREATE TRIGGER catches_month_totals_insert AFTER INSERT ON catches WHEN new.sandbox = 0 BEGIN
  INSERT INTO catch_month_deltas (catch_pk, month_start, species_pk, diver_id, weight_lbs, depth_ft)
    VALUES (new.pk, CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), new.species_pk, new.diver_id, new.weight_lbs, new.depth_ft);
END;
--> statement-breakpoint
CREATE TRIGGER catches_month_totals_delete AFTER DELETE ON catches WHEN old.sandbox = 0 BEGIN
  UPDATE catch_month_species_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_month_species_totals WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk;
  UPDATE catch_month_species_totals SET
    weight_min = (SELECT min(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0
      AND c.pk <> old.pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas d WHERE d.catch_pk = c.pk)),
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0
      AND c.pk <> old.pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas d WHERE d.catch_pk = c.pk)),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0
      AND c.pk <> old.pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas d WHERE d.catch_pk = c.pk))
  WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk) AND (weight_min = old.weight_lbs OR weight_max = old.weight_lbs OR depth_max = old.depth_ft);
  UPDATE catch_month_divers SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_month_divers WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id;
  UPDATE catch_month_diver_counts SET divers = divers - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk)
    AND NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id);
  DELETE FROM catch_month_diver_counts WHERE divers = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER);
  UPDATE catch_month_weights SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_month_weights WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  UPDATE catch_species_weights SET n = n - 1 WHERE species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_species_weights WHERE n = 0 AND species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  DELETE FROM catch_month_deltas WHERE catch_pk = old.pk;
END;
--> statement-breakpoint
CREATE TRIGGER catches_month_totals_update AFTER UPDATE OF species_pk, diver_id, weight_lbs, depth_ft, caught_at ON catches WHEN new.sandbox = 0 BEGIN
  UPDATE catch_month_species_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_month_species_totals WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk;
  UPDATE catch_month_species_totals SET
    weight_min = (SELECT min(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0
      AND c.pk <> old.pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas d WHERE d.catch_pk = c.pk)),
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0
      AND c.pk <> old.pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas d WHERE d.catch_pk = c.pk)),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE +c.species_pk = catch_month_species_totals.species_pk AND c.caught_at >= catch_month_species_totals.month_start
      AND c.caught_at < CAST(strftime('%s', catch_month_species_totals.month_start, 'unixepoch', '+1 month') AS INTEGER) AND c.sandbox = 0
      AND c.pk <> old.pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas d WHERE d.catch_pk = c.pk))
  WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND species_pk = old.species_pk AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk) AND (weight_min = old.weight_lbs OR weight_max = old.weight_lbs OR depth_max = old.depth_ft);
  UPDATE catch_month_divers SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_month_divers WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id;
  UPDATE catch_month_diver_counts SET divers = divers - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk)
    AND NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND diver_id = old.diver_id);
  DELETE FROM catch_month_diver_counts WHERE divers = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER);
  UPDATE catch_month_weights SET n = n - 1 WHERE month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_month_weights WHERE n = 0 AND month_start = CAST(strftime('%s', old.caught_at, 'unixepoch', 'start of month') AS INTEGER) AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  UPDATE catch_species_weights SET n = n - 1 WHERE species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER) AND NOT EXISTS (SELECT 1 FROM catch_month_deltas WHERE catch_pk = old.pk);
  DELETE FROM catch_species_weights WHERE n = 0 AND species_pk = old.species_pk AND weight_lb = CAST(floor(old.weight_lbs) AS INTEGER);
  DELETE FROM catch_month_deltas WHERE catch_pk = old.pk;
  INSERT INTO catch_month_deltas (catch_pk, month_start, species_pk, diver_id, weight_lbs, depth_ft)
    VALUES (new.pk, CAST(strftime('%s', new.caught_at, 'unixepoch', 'start of month') AS INTEGER), new.species_pk, new.diver_id, new.weight_lbs, new.depth_ft);
END;
--> statement-breakpoint
-- The pending catches as rows of the table, apart: a reader may group each part on its own.
CREATE VIEW catch_month_species_totals_pending AS
  SELECT month_start, species_pk, 1 AS n, CAST(round(weight_lbs * 10000) AS INTEGER) AS weight_sum_e4, weight_lbs AS weight_min, weight_lbs AS weight_max,
    depth_ft AS depth_max FROM catch_month_deltas;
--> statement-breakpoint
CREATE VIEW catch_month_species_totals_live AS
  SELECT month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max FROM catch_month_species_totals
  UNION ALL SELECT month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max FROM catch_month_species_totals_pending;
--> statement-breakpoint
CREATE VIEW catch_month_divers_live AS
  SELECT month_start, diver_id, n FROM catch_month_divers UNION ALL SELECT month_start, diver_id, 1 FROM catch_month_deltas;
--> statement-breakpoint
CREATE VIEW catch_month_diver_counts_live AS
  SELECT month_start, divers FROM catch_month_diver_counts
  UNION ALL SELECT p.month_start, count(*) FROM (SELECT DISTINCT month_start, diver_id FROM catch_month_deltas) p
    WHERE NOT EXISTS (SELECT 1 FROM catch_month_divers m WHERE m.month_start = p.month_start AND m.diver_id = p.diver_id) GROUP BY 1;
--> statement-breakpoint
CREATE VIEW catch_month_weights_live AS
  SELECT month_start, weight_lb, n FROM catch_month_weights UNION ALL SELECT month_start, CAST(floor(weight_lbs) AS INTEGER), 1 FROM catch_month_deltas;
--> statement-breakpoint
CREATE VIEW catch_species_weights_live AS
  SELECT species_pk, weight_lb, n FROM catch_species_weights UNION ALL SELECT species_pk, CAST(floor(weight_lbs) AS INTEGER), 1 FROM catch_month_deltas;
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
