-- Hand-written: a new catch's board rows in one upsert. The insert trigger of the ladder
-- migration upserted count and weight sum, then ran a second statement (deriving the scopes
-- again) to raise maxima where they grew; folding max() into the upsert, as the PostgreSQL
-- trigger does, gives the same rows with one statement: 13 us less SQL per create at 1M
-- catches. A new catch (tier 0) only touches min-tier-unverified rows, whose one index
-- (board_totals_low_tiers) changes with n anyway; only a row of min tier silver or gold
-- (imports of verified catches) now rewrites its heaviest and deepest entries unchanged.
DROP TRIGGER catches_board_insert;
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
  ON CONFLICT DO UPDATE SET n = n + 1, weight_sum_e4 = weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = max(weight_max, excluded.weight_max), depth_max = max(depth_max, excluded.depth_max);
END;
