ALTER TABLE `competition_entries` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `competition_members_user` ON `competition_members` (`user_id`,`entry_pk`);--> statement-breakpoint
-- Entry versions: every write that changes what scoring reads of an entry (a catch of one of its
-- members, a member, a weigh-in) gives the entry a fresh random version, a value never reused,
-- so an answer computed in a transaction that rolled back is never asked for again. Entries of
-- final or cancelled competitions are left be: their standings no longer follow the catches.
CREATE TRIGGER competition_entries_catch_insert AFTER INSERT ON catches BEGIN
  UPDATE competition_entries SET version = random() WHERE pk IN (
    SELECT m.entry_pk FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk
    WHERE m.user_id = NEW.diver_id AND c.status NOT IN ('final', 'cancelled'));
END;--> statement-breakpoint
CREATE TRIGGER competition_entries_catch_update AFTER UPDATE OF diver_id, species_pk, weight_lbs, caught_at, lat, lon ON catches BEGIN
  UPDATE competition_entries SET version = random() WHERE pk IN (
    SELECT m.entry_pk FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk
    WHERE m.user_id IN (OLD.diver_id, NEW.diver_id) AND c.status NOT IN ('final', 'cancelled'));
END;--> statement-breakpoint
CREATE TRIGGER competition_entries_catch_delete AFTER DELETE ON catches BEGIN
  UPDATE competition_entries SET version = random() WHERE pk IN (
    SELECT m.entry_pk FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk
    WHERE m.user_id = OLD.diver_id AND c.status NOT IN ('final', 'cancelled'));
END;--> statement-breakpoint
CREATE TRIGGER competition_entries_member_insert AFTER INSERT ON competition_members BEGIN
  UPDATE competition_entries SET version = random() WHERE pk = NEW.entry_pk;
END;--> statement-breakpoint
CREATE TRIGGER competition_entries_member_delete AFTER DELETE ON competition_members BEGIN
  UPDATE competition_entries SET version = random() WHERE pk = OLD.entry_pk;
END;--> statement-breakpoint
CREATE TRIGGER competition_entries_weigh_in AFTER INSERT ON competition_weigh_ins BEGIN
  UPDATE competition_entries SET version = random() WHERE pk = NEW.entry_pk;
END;
