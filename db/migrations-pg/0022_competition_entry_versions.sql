ALTER TABLE "competition_entries" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "competition_members_user" ON "competition_members" USING btree ("user_id","entry_pk");--> statement-breakpoint
-- Entry versions: every write that changes what scoring reads of an entry (a catch of one of its
-- members, a member, a weigh-in) gives the entry a fresh version from a sequence, which never
-- hands a value out twice (not even after a rollback), so an answer computed in a transaction
-- that rolled back is never asked for again. Entries of final or cancelled competitions are
-- left be: their standings no longer follow the catches.
CREATE SEQUENCE competition_entry_versions;--> statement-breakpoint
CREATE FUNCTION competition_entries_touch_divers(divers text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE competition_entries SET version = nextval('competition_entry_versions') WHERE pk IN (
    SELECT m.entry_pk FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk
    WHERE m.user_id = ANY (divers) AND c.status NOT IN ('final', 'cancelled'));
$$;--> statement-breakpoint
CREATE FUNCTION competition_entries_catch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM competition_entries_touch_divers(ARRAY[NEW.diver_id]);
  ELSIF TG_OP = 'DELETE' THEN PERFORM competition_entries_touch_divers(ARRAY[OLD.diver_id]);
  ELSE PERFORM competition_entries_touch_divers(ARRAY[OLD.diver_id, NEW.diver_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER competition_entries_catch AFTER INSERT OR DELETE OR UPDATE OF diver_id, species_pk, weight_lbs, caught_at, lat, lon ON catches
  FOR EACH ROW EXECUTE FUNCTION competition_entries_catch();--> statement-breakpoint
CREATE FUNCTION competition_entries_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE competition_entries SET version = nextval('competition_entry_versions')
  WHERE pk = CASE WHEN TG_OP = 'DELETE' THEN OLD.entry_pk ELSE NEW.entry_pk END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER competition_entries_member AFTER INSERT OR DELETE ON competition_members
  FOR EACH ROW EXECUTE FUNCTION competition_entries_entry();--> statement-breakpoint
CREATE TRIGGER competition_entries_weigh_in AFTER INSERT ON competition_weigh_ins
  FOR EACH ROW EXECUTE FUNCTION competition_entries_entry();
