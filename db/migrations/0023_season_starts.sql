-- Hand-written, after drizzle-kit's table: a catch's season is the club's (contract §7a), not
-- the UTC year of caught_at. `seasons` holds when each season starts (1899 to 2199: a catch is
-- after 1900 and at most a day ahead); the board triggers look the season up there instead of
-- strftime('%Y'). Until the club's season_start or time zone is changed it holds 1 January UTC
-- of each year, which is what the boards counted until now. A change writes the table again
-- and recounts the season rows of board_totals in the same transaction (src/identity/seasons.ts).
CREATE TABLE `seasons` (
	`year` integer PRIMARY KEY NOT NULL,
	`starts_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seasons_starts_at` ON `seasons` (`starts_at`);--> statement-breakpoint
INSERT INTO seasons (year, starts_at)
  WITH RECURSIVE y(v) AS (SELECT 1899 UNION ALL SELECT v + 1 FROM y WHERE v < 2199)
  SELECT v, CAST(strftime('%s', printf('%04d-01-01', v)) AS INTEGER) FROM y;
--> statement-breakpoint
DROP TRIGGER catches_board_delete;
--> statement-breakpoint
CREATE TRIGGER catches_board_delete AFTER DELETE ON catches WHEN old.sandbox = 0 BEGIN
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER) WHERE diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= old.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  DELETE FROM board_totals WHERE n = 0 AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= old.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  -- A maximum cannot be un-added: where the removed catch held it, ask the diver's other catches.
  UPDATE board_totals SET
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR (c.caught_at >= (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000) AND c.caught_at < (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000 + 1)))
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR (c.caught_at >= (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000) AND c.caught_at < (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000 + 1)))
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4)
  WHERE (weight_max = old.weight_lbs OR depth_max = old.depth_ft) AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= old.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
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
  SELECT ((((part.column1 * new.species_pk) * 10000 + part.column2 * (SELECT year FROM seasons WHERE starts_at <= new.caught_at ORDER BY starts_at DESC LIMIT 1)) * 3
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
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= old.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  DELETE FROM board_totals WHERE n = 0 AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= old.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  -- A maximum cannot be un-added: where the removed catch held it, ask the diver's other catches.
  UPDATE board_totals SET
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR (c.caught_at >= (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000) AND c.caught_at < (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000 + 1)))
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.scope / 600000 = 0 OR c.species_pk = board_totals.scope / 600000)
      AND (board_totals.scope / 60 % 10000 = 0 OR (c.caught_at >= (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000) AND c.caught_at < (SELECT starts_at FROM seasons WHERE year = board_totals.scope / 60 % 10000 + 1)))
      AND (board_totals.scope / 20 % 3 = 0 OR (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = board_totals.scope / 20 % 3)
      AND (board_totals.scope / 4 % 5 = 0 OR (CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END) = board_totals.scope / 4 % 5)
      AND c.tier >= board_totals.scope % 4)
  WHERE (weight_max = old.weight_lbs OR depth_max = old.depth_ft) AND diver_id = old.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT old.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= old.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE old.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE old.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE old.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= old.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
  INSERT INTO board_totals(scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
  SELECT scope, new.diver_id, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.depth_ft FROM (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT new.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= new.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE new.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE new.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE new.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= new.tier AND (sp.v = 0 OR dt.v + ge.v = 0)) WHERE true
  ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4;
  -- Maxima are raised only where they grow: untouched rows leave their indexes alone.
  UPDATE board_totals SET weight_max = max(weight_max, new.weight_lbs), depth_max = max(depth_max, new.depth_ft)
  WHERE (weight_max < new.weight_lbs OR depth_max < new.depth_ft) AND diver_id = new.diver_id AND scope IN (SELECT (((sp.v * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v AS scope
    FROM (SELECT 0 AS v UNION ALL SELECT new.species_pk) AS sp,
      (SELECT 0 AS v UNION ALL SELECT (SELECT year FROM seasons WHERE starts_at <= new.caught_at ORDER BY starts_at DESC LIMIT 1)) AS se,
      (SELECT 0 AS v UNION ALL SELECT CASE new.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) AS dt,
      (SELECT 0 AS v UNION ALL SELECT CASE new.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END WHERE new.gear IS NOT NULL) AS ge,
      (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
    WHERE mt.v <= new.tier AND (sp.v = 0 OR dt.v + ge.v = 0));
END;
--> statement-breakpoint
-- Catches stored before catches took a zone: the diver's, else the club's (as stored; a zone
-- only pinned by CATCHD_TIME_ZONE is not in the database), else UTC.
UPDATE catches SET time_zone = coalesce((SELECT u.time_zone FROM users u WHERE u.id = catches.diver_id),
  (SELECT s.value FROM site_settings s WHERE s.name = 'club.time_zone'), 'UTC') WHERE time_zone IS NULL;
