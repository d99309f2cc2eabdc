-- Hand-written: what drizzle's schema language cannot say (FTS5 tables, triggers).

-- Full-text search over catch notes and location names. External content: the text
-- lives in `catches`; the index is kept in step by the triggers below. q matches words
-- (never phrases), so no positions are kept (detail=none): a smaller, faster index.
CREATE VIRTUAL TABLE catch_fts USING fts5(
  notes, location_name,
  content='catches', content_rowid='pk',
  tokenize='unicode61 remove_diacritics 2',
  detail=none
);
--> statement-breakpoint
CREATE TRIGGER catches_fts_insert AFTER INSERT ON catches
WHEN new.notes IS NOT NULL OR new.location_name IS NOT NULL BEGIN
  INSERT INTO catch_fts(rowid, notes, location_name) VALUES (new.pk, new.notes, new.location_name);
END;
--> statement-breakpoint
CREATE TRIGGER catches_fts_delete AFTER DELETE ON catches
WHEN old.notes IS NOT NULL OR old.location_name IS NOT NULL BEGIN
  INSERT INTO catch_fts(catch_fts, rowid, notes, location_name) VALUES ('delete', old.pk, old.notes, old.location_name);
END;
--> statement-breakpoint
CREATE TRIGGER catches_fts_update_old AFTER UPDATE OF notes, location_name ON catches
WHEN old.notes IS NOT NULL OR old.location_name IS NOT NULL BEGIN
  INSERT INTO catch_fts(catch_fts, rowid, notes, location_name) VALUES ('delete', old.pk, old.notes, old.location_name);
END;
--> statement-breakpoint
CREATE TRIGGER catches_fts_update_new AFTER UPDATE OF notes, location_name ON catches
WHEN new.notes IS NOT NULL OR new.location_name IS NOT NULL BEGIN
  INSERT INTO catch_fts(rowid, notes, location_name) VALUES (new.pk, new.notes, new.location_name);
END;
--> statement-breakpoint

-- Species search: the scientific name and every common name in every language, one row
-- per species (rowid = species.pk), rebuilt by triggers whenever a name changes.
-- Prefix indexes serve type-ahead.
CREATE VIRTUAL TABLE species_fts USING fts5(
  scientific_name, names,
  content='', contentless_delete=1,
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER species_fts_species_insert AFTER INSERT ON species BEGIN
  INSERT INTO species_fts(rowid, scientific_name, names) VALUES (new.pk, new.scientific_name, '');
END;
--> statement-breakpoint
CREATE TRIGGER species_fts_species_update AFTER UPDATE OF scientific_name ON species BEGIN
  DELETE FROM species_fts WHERE rowid = new.pk;
  INSERT INTO species_fts(rowid, scientific_name, names)
    SELECT new.pk, new.scientific_name, coalesce(group_concat(name, ' '), '') FROM species_names WHERE species_pk = new.pk;
END;
--> statement-breakpoint
CREATE TRIGGER species_fts_species_delete AFTER DELETE ON species BEGIN
  DELETE FROM species_fts WHERE rowid = old.pk;
END;
--> statement-breakpoint
CREATE TRIGGER species_fts_name_insert AFTER INSERT ON species_names BEGIN
  DELETE FROM species_fts WHERE rowid = new.species_pk;
  INSERT INTO species_fts(rowid, scientific_name, names)
    SELECT s.pk, s.scientific_name, coalesce((SELECT group_concat(name, ' ') FROM species_names WHERE species_pk = s.pk), '')
    FROM species s WHERE s.pk = new.species_pk;
END;
--> statement-breakpoint
CREATE TRIGGER species_fts_name_delete AFTER DELETE ON species_names BEGIN
  DELETE FROM species_fts WHERE rowid = old.species_pk;
  INSERT INTO species_fts(rowid, scientific_name, names)
    SELECT s.pk, s.scientific_name, coalesce((SELECT group_concat(name, ' ') FROM species_names WHERE species_pk = s.pk), '')
    FROM species s WHERE s.pk = old.species_pk;
END;
--> statement-breakpoint

-- Exact totals: counters per (species|diver|everything) x tier x dive type.
CREATE TRIGGER catches_count_insert AFTER INSERT ON catches BEGIN
  INSERT INTO catch_counts_by_species(species_pk, tier, dive_type, n) VALUES (new.species_pk, new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_counts_by_diver(diver_id, tier, dive_type, n) VALUES (new.diver_id, new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
  INSERT INTO catch_counts_total(tier, dive_type, n) VALUES (new.tier, new.dive_type, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER catches_count_delete AFTER DELETE ON catches BEGIN
  UPDATE catch_counts_by_species SET n = n - 1 WHERE species_pk = old.species_pk AND tier = old.tier AND dive_type = old.dive_type;
  UPDATE catch_counts_by_diver SET n = n - 1 WHERE diver_id = old.diver_id AND tier = old.tier AND dive_type = old.dive_type;
  UPDATE catch_counts_total SET n = n - 1 WHERE tier = old.tier AND dive_type = old.dive_type;
END;
--> statement-breakpoint
CREATE TRIGGER catches_count_update AFTER UPDATE OF species_pk, diver_id, tier, dive_type ON catches BEGIN
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
--> statement-breakpoint

-- Generation numbers for in-process caches of small, rarely changing lookups (diver
-- display names; species have species_catalog_version): readers compare one integer
-- instead of joining per row.
CREATE TABLE cache_versions (name TEXT PRIMARY KEY, version INTEGER NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO cache_versions (name, version) VALUES ('users', 1);
--> statement-breakpoint
CREATE TRIGGER cache_users_update AFTER UPDATE OF display_name ON users BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'users';
END;
--> statement-breakpoint
CREATE TRIGGER cache_users_delete AFTER DELETE ON users BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'users';
END;
