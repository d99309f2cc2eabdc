-- Hand-written: leaderboard upkeep. board_totals (see schema.ts) holds one row per diver per
-- board scope: species (0 = all) x season (0 = all time) x dive type ('' = both) x gear
-- ('' = any) x min_tier (a catch of tier t counts for every min_tier <= t). These triggers
-- keep it in step with `catches` inside the writing transaction, so a board read is one
-- index range and is always consistent with the committed catches. A new (unverified)
-- catch touches at most 16 rows; verifying it up to gold adds up to 48 more.
CREATE TRIGGER catches_board_insert AFTER INSERT ON catches BEGIN
  INSERT INTO board_totals(species_pk, season, dive_type, gear, min_tier, diver_id, n, weight_sum_e4, weight_max, depth_max)
  SELECT sp.v, se.v, dt.v, ge.v, mt.v, new.diver_id, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.depth_ft
  FROM (SELECT 0 AS v UNION ALL SELECT new.species_pk) AS sp,
    (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', new.caught_at, 'unixepoch') AS INTEGER)) AS se,
    (SELECT '' AS v UNION ALL SELECT new.dive_type) AS dt,
    (SELECT '' AS v UNION ALL SELECT new.gear WHERE new.gear IS NOT NULL) AS ge,
    (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
  WHERE mt.v <= new.tier
  ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
END;
--> statement-breakpoint
CREATE TRIGGER catches_board_delete AFTER DELETE ON catches BEGIN
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER)
  WHERE diver_id = old.diver_id AND species_pk IN (0, old.species_pk)
    AND season IN (0, CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER))
    AND dive_type IN ('', old.dive_type) AND gear IN ('', coalesce(old.gear, '')) AND min_tier <= old.tier;
  DELETE FROM board_totals WHERE n = 0 AND diver_id = old.diver_id AND species_pk IN (0, old.species_pk)
    AND season IN (0, CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER))
    AND dive_type IN ('', old.dive_type) AND gear IN ('', coalesce(old.gear, '')) AND min_tier <= old.tier;
  -- A maximum cannot be un-added: when the removed catch held it, look at the diver's other catches.
  UPDATE board_totals SET
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.species_pk = 0 OR c.species_pk = board_totals.species_pk)
      AND (board_totals.season = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.season)
      AND (board_totals.dive_type = '' OR c.dive_type = board_totals.dive_type)
      AND (board_totals.gear = '' OR c.gear = board_totals.gear)
      AND c.tier >= board_totals.min_tier),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.species_pk = 0 OR c.species_pk = board_totals.species_pk)
      AND (board_totals.season = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.season)
      AND (board_totals.dive_type = '' OR c.dive_type = board_totals.dive_type)
      AND (board_totals.gear = '' OR c.gear = board_totals.gear)
      AND c.tier >= board_totals.min_tier)
  WHERE (weight_max = old.weight_lbs OR depth_max = old.depth_ft) AND diver_id = old.diver_id AND species_pk IN (0, old.species_pk)
    AND season IN (0, CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER))
    AND dive_type IN ('', old.dive_type) AND gear IN ('', coalesce(old.gear, '')) AND min_tier <= old.tier;
END;
--> statement-breakpoint
CREATE TRIGGER catches_board_update AFTER UPDATE OF diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at ON catches BEGIN
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - CAST(round(old.weight_lbs * 10000) AS INTEGER)
  WHERE diver_id = old.diver_id AND species_pk IN (0, old.species_pk)
    AND season IN (0, CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER))
    AND dive_type IN ('', old.dive_type) AND gear IN ('', coalesce(old.gear, '')) AND min_tier <= old.tier;
  DELETE FROM board_totals WHERE n = 0 AND diver_id = old.diver_id AND species_pk IN (0, old.species_pk)
    AND season IN (0, CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER))
    AND dive_type IN ('', old.dive_type) AND gear IN ('', coalesce(old.gear, '')) AND min_tier <= old.tier;
  -- A maximum cannot be un-added: when the removed catch held it, look at the diver's other catches.
  UPDATE board_totals SET
    weight_max = (SELECT max(c.weight_lbs) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.species_pk = 0 OR c.species_pk = board_totals.species_pk)
      AND (board_totals.season = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.season)
      AND (board_totals.dive_type = '' OR c.dive_type = board_totals.dive_type)
      AND (board_totals.gear = '' OR c.gear = board_totals.gear)
      AND c.tier >= board_totals.min_tier),
    depth_max = (SELECT max(c.depth_ft) FROM catches c WHERE c.diver_id = board_totals.diver_id
      AND (board_totals.species_pk = 0 OR c.species_pk = board_totals.species_pk)
      AND (board_totals.season = 0 OR CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) = board_totals.season)
      AND (board_totals.dive_type = '' OR c.dive_type = board_totals.dive_type)
      AND (board_totals.gear = '' OR c.gear = board_totals.gear)
      AND c.tier >= board_totals.min_tier)
  WHERE (weight_max = old.weight_lbs OR depth_max = old.depth_ft) AND diver_id = old.diver_id AND species_pk IN (0, old.species_pk)
    AND season IN (0, CAST(strftime('%Y', old.caught_at, 'unixepoch') AS INTEGER))
    AND dive_type IN ('', old.dive_type) AND gear IN ('', coalesce(old.gear, '')) AND min_tier <= old.tier;
  INSERT INTO board_totals(species_pk, season, dive_type, gear, min_tier, diver_id, n, weight_sum_e4, weight_max, depth_max)
  SELECT sp.v, se.v, dt.v, ge.v, mt.v, new.diver_id, 1, CAST(round(new.weight_lbs * 10000) AS INTEGER), new.weight_lbs, new.depth_ft
  FROM (SELECT 0 AS v UNION ALL SELECT new.species_pk) AS sp,
    (SELECT 0 AS v UNION ALL SELECT CAST(strftime('%Y', new.caught_at, 'unixepoch') AS INTEGER)) AS se,
    (SELECT '' AS v UNION ALL SELECT new.dive_type) AS dt,
    (SELECT '' AS v UNION ALL SELECT new.gear WHERE new.gear IS NOT NULL) AS ge,
    (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
  WHERE mt.v <= new.tier
  ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
END;
--> statement-breakpoint
-- Catches stored before this migration (each flag picks "this catch's value" or "all").
INSERT INTO board_totals(species_pk, season, dive_type, gear, min_tier, diver_id, n, weight_sum_e4, weight_max, depth_max)
SELECT CASE WHEN f.sp THEN c.species_pk ELSE 0 END,
  CASE WHEN f.se THEN CAST(strftime('%Y', c.caught_at, 'unixepoch') AS INTEGER) ELSE 0 END,
  CASE WHEN f.dt THEN c.dive_type ELSE '' END,
  CASE WHEN f.ge THEN c.gear ELSE '' END,
  mt.v, c.diver_id, count(*), sum(CAST(round(c.weight_lbs * 10000) AS INTEGER)), max(c.weight_lbs), max(c.depth_ft)
FROM catches c,
  (SELECT a.v AS sp, b.v AS se, d.v AS dt, g.v AS ge FROM (SELECT 0 AS v UNION ALL SELECT 1) a, (SELECT 0 AS v UNION ALL SELECT 1) b,
    (SELECT 0 AS v UNION ALL SELECT 1) d, (SELECT 0 AS v UNION ALL SELECT 1) g) AS f,
  (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
WHERE mt.v <= c.tier AND (f.ge = 0 OR c.gear IS NOT NULL)
GROUP BY 1, 2, 3, 4, 5, 6;
