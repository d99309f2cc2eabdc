-- Hand-written, after drizzle-kit's columns: a developer's sandbox catches (sandbox = 1) stay out
-- of the counters and board rows. The same triggers, each with a WHEN on the catch's flag (set
-- at insert and never changed, so an update's old and new rows agree on it).
ALTER TABLE `catches` ADD `sandbox` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `catches_sandbox` ON `catches` (`diver_id`) WHERE sandbox = 1;--> statement-breakpoint
ALTER TABLE `events` ADD `audience_user_id` text;
--> statement-breakpoint
DROP TRIGGER catches_board_delete;
--> statement-breakpoint
CREATE TRIGGER catches_board_delete AFTER DELETE ON catches WHEN old.sandbox = 0 BEGIN
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  DELETE FROM board_totals WHERE n = 0 AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  -- A maximum cannot be un-added: where the removed catch held it, ask the diver's other catches.
  UPDATE board_totals SET
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.scope / 60 % 10000)
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.scope / 60 % 10000)
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4)
  WHERE (weight_max = old.weight_lbs OR depth_max = old.depth_ft) AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
END;
--> statement-breakpoint
DROP TRIGGER catches_board_insert;
--> statement-breakpoint
CREATE TRIGGER catches_board_insert AFTER INSERT ON catches WHEN new.sandbox = 0 BEGIN
  INSERT INTO board_totals(scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
  SELECT ((((part.column1 * new.species_pk) * 10000 + part.column2 * CAST(strftime('%Y', new.caught_at, 'unixepoch') AS INTEGER)) * 3
      + part.column3 * CASE new.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) * 5
      + part.column4 * CASE new.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END) * 4 + min_tier.column1,
    new.diver_id, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.depth_ft
  FROM (VALUES (0, 0, 0, 0), (0, 0, 0, 1), (0, 0, 1, 0), (0, 0, 1, 1), (0, 1, 0, 0), (0, 1, 0, 1), (0, 1, 1, 0), (0, 1, 1, 1), (1, 0, 0, 0), (1, 1, 0, 0)) AS part,
    (VALUES (0), (1), (2), (3)) AS min_tier
  WHERE min_tier.column1 <= new.tier AND (part.column4 = 0 OR new.gear IS NOT NULL)
  ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
END;
--> statement-breakpoint
DROP TRIGGER catches_board_update;
--> statement-breakpoint
CREATE TRIGGER catches_board_update AFTER UPDATE OF diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at ON catches WHEN new.sandbox = 0 BEGIN
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  DELETE FROM board_totals WHERE n = 0 AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  -- A maximum cannot be un-added: where the removed catch held it, ask the diver's other catches.
  UPDATE board_totals SET
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.scope / 60 % 10000)
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.scope / 60 % 10000)
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4)
  WHERE (weight_max = old.weight_lbs OR depth_max = old.depth_ft) AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  INSERT INTO board_totals(scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
  SELECT scope, new.diver_id, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.depth_ft FROM (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT new.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', new.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE new.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE new.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE new.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= new.tier AND (sp.v = 0 OR dt.v + ge.v = 0)) WHERE true
  ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4;
  -- Maxima are raised only where they grow: untouched rows leave their indexes alone.
  UPDATE board_totals SET weight_max = max(weight_max, new.weight_lbs), depth_max = max(depth_max, new.depth_ft)
  WHERE (weight_max < new.weight_lbs OR depth_max < new.depth_ft) AND diver_id = new.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT new.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', new.caught_at, 'unixepoch') AS INTEGER)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE new.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE new.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE new.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= new.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
END;
--> statement-breakpoint
DROP TRIGGER catches_count_delete;
--> statement-breakpoint
CREATE TRIGGER catches_count_delete AFTER DELETE ON catches WHEN old.sandbox = 0 BEGIN
  UPDATE catch_counts_by_species SET n = n - 1 WHERE species_pk = old.species_pk AND tier = old.tier AND dive_type = old.dive_type;
  UPDATE catch_counts_by_diver SET n = n - 1 WHERE diver_id = old.diver_id AND tier = old.tier AND dive_type = old.dive_type;
  UPDATE catch_counts_total SET n = n - 1 WHERE tier = old.tier AND dive_type = old.dive_type;
END;
--> statement-breakpoint
DROP TRIGGER catches_count_insert;
--> statement-breakpoint
CREATE TRIGGER catches_count_insert AFTER INSERT ON catches WHEN new.sandbox = 0 BEGIN
  INSERT INTO catch_counts_by_species(species_pk, tier, dive_type, n) VALUES (new.species_pk, new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_counts_by_diver(diver_id, tier, dive_type, n) VALUES (new.diver_id, new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_counts_total(tier, dive_type, n) VALUES (new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
DROP TRIGGER catches_count_update;
--> statement-breakpoint
CREATE TRIGGER catches_count_update AFTER UPDATE OF species_pk, diver_id, tier, dive_type ON catches WHEN new.sandbox = 0 BEGIN
  UPDATE catch_counts_by_species SET n = n - 1 WHERE species_pk = old.species_pk AND tier = old.tier AND dive_type = old.dive_type;
  UPDATE catch_counts_by_diver SET n = n - 1 WHERE diver_id = old.diver_id AND tier = old.tier AND dive_type = old.dive_type;
  UPDATE catch_counts_total SET n = n - 1 WHERE tier = old.tier AND dive_type = old.dive_type;
  INSERT INTO catch_counts_by_species(species_pk, tier, dive_type, n) VALUES (new.species_pk, new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_counts_by_diver(diver_id, tier, dive_type, n) VALUES (new.diver_id, new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_counts_total(tier, dive_type, n) VALUES (new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
