-- Hand-written: a counter that moves on every change to species, their names or reference
-- records, so a process can keep an in-memory species catalogue (type-ahead search) and
-- know exactly when to rebuild it, whoever wrote (the server, or `catchd species import`).
CREATE TABLE species_version (id INTEGER PRIMARY KEY CHECK (id = 1), v INTEGER NOT NULL);
--> statement-breakpoint
INSERT INTO species_version (id, v) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER species_version_insert AFTER INSERT ON species BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_version_update AFTER UPDATE ON species BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_version_delete AFTER DELETE ON species BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_names_version_insert AFTER INSERT ON species_names BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_names_version_update AFTER UPDATE ON species_names BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_names_version_delete AFTER DELETE ON species_names BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version_insert AFTER INSERT ON species_reference_records BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version_update AFTER UPDATE ON species_reference_records BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version_delete AFTER DELETE ON species_reference_records BEGIN
  UPDATE species_version SET v = v + 1 WHERE id = 1;
END;
