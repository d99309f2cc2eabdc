-- Hand-written: leaderboards. One row per diver per board scope; each board is a range of
-- one index in value order, so a board read never scans `catches`. A scope is packed into
-- one integer (small keys, cheap upkeep), as computed by scopeKey() in
-- src/modules/leaderboards/service.ts:
--   (((species_pk * 10000 + season) * 3 + dive) * 5 + gear) * 4 + min_tier
-- species_pk 0 = every species; season = UTC year of caught_at, 0 = all time; dive 0 = both,
-- 1 freedive, 2 scuba; gear 0 = any, 1 speargun, 2 polespear, 3 sling, 4 other; a catch of
-- tier t counts for every min_tier <= t. Materialized: every all-species scope, and species
-- scopes with dive = both and gear = any (a species board filtered by dive type or gear reads
-- that species' catches through an index instead). The triggers keep the rows in step with
-- `catches` inside the writing transaction: a new (unverified) catch touches at most 10 rows.
-- weight_sum_e4 sums round(weight_lbs * 10000): integers add and subtract without drift, so ties stay ties.
CREATE TABLE board_totals (
  scope INTEGER NOT NULL,
  diver_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  weight_sum_e4 INTEGER NOT NULL,
  weight_max REAL NOT NULL,
  depth_max REAL NOT NULL,
  PRIMARY KEY (scope, diver_id)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX board_totals_heaviest ON board_totals (scope, weight_max DESC, diver_id);
--> statement-breakpoint
CREATE INDEX board_totals_total_weight ON board_totals (scope, weight_sum_e4 DESC, diver_id);
--> statement-breakpoint
CREATE INDEX board_totals_catch_count ON board_totals (scope, n DESC, diver_id);
--> statement-breakpoint
CREATE INDEX board_totals_deepest ON board_totals (scope, depth_max DESC, diver_id);
--> statement-breakpoint
CREATE TRIGGER catches_board_insert AFTER INSERT ON catches BEGIN
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
CREATE TRIGGER catches_board_delete AFTER DELETE ON catches BEGIN
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
CREATE TRIGGER catches_board_update AFTER UPDATE OF diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at ON catches BEGIN
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
-- Catches stored before this migration (each flag picks "this catch's value" or "all").
INSERT INTO board_totals(scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
SELECT ((((CASE WHEN f.sp THEN c.species_pk ELSE 0 END) * 10000 + (CASE WHEN f.se THEN CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) ELSE 0 END)) * 3
    + (CASE WHEN f.dt THEN CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END ELSE 0 END)) * 5 + (CASE WHEN f.ge THEN CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END ELSE 0 END)) * 4 + mt.v,
  c.diver_id, count(*), sum(CAST(round(c.weight_lbs * 10000) AS INTEGER)), max(c.weight_lbs), max(c.depth_ft)
FROM catches c,
  (SELECT a.v AS sp, b.v AS se, d.v AS dt, g.v AS ge FROM (SELECT 0 AS v UNION ALL SELECT 1) a, (SELECT 0 AS v UNION ALL SELECT 1) b,
    (SELECT 0 AS v UNION ALL SELECT 1) d, (SELECT 0 AS v UNION ALL SELECT 1) g) AS f,
  (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
WHERE mt.v <= c.tier AND (f.ge = 0 OR c.gear IS NOT NULL) AND (f.sp = 0 OR f.dt + f.ge = 0)
GROUP BY 1, 2;
