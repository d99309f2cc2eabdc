-- Hand-written: counters that move on every change to species (their names, reference
-- records) and to catch counts, in the same transaction as the change, whoever writes (the
-- server or `catchd species import`). The server keeps its in-memory species catalogue and
-- its cache of species list answers while they stand still.
CREATE TABLE species_catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  species INTEGER NOT NULL,
  catch_counts INTEGER NOT NULL
);
--> statement-breakpoint
INSERT INTO species_catalog_version (id, species, catch_counts) VALUES (1, 0, 0);
--> statement-breakpoint
CREATE TRIGGER species_version_insert AFTER INSERT ON species BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_version_update AFTER UPDATE ON species BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_version_delete AFTER DELETE ON species BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_names_version_insert AFTER INSERT ON species_names BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_names_version_update AFTER UPDATE ON species_names BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_names_version_delete AFTER DELETE ON species_names BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version_insert AFTER INSERT ON species_reference_records BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version_update AFTER UPDATE ON species_reference_records BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version_delete AFTER DELETE ON species_reference_records BEGIN
  UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catch_counts_by_species_version_insert AFTER INSERT ON catch_counts_by_species BEGIN
  UPDATE species_catalog_version SET catch_counts = catch_counts + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catch_counts_by_species_version_update AFTER UPDATE ON catch_counts_by_species BEGIN
  UPDATE species_catalog_version SET catch_counts = catch_counts + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catch_counts_by_species_version_delete AFTER DELETE ON catch_counts_by_species BEGIN
  UPDATE species_catalog_version SET catch_counts = catch_counts + 1 WHERE id = 1;
END;
