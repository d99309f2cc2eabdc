-- Hand-written, after drizzle-kit's columns: a developer's sandbox catches (sandbox = 1) stay out
-- of the counters and board rows: catch_derived_upkeep (0014_catch_deltas) neither appends
-- their deltas nor takes them out of folded rows (the flag is set at insert, never changed).
ALTER TABLE "catches" ADD COLUMN "sandbox" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audience_user_id" text;--> statement-breakpoint
CREATE INDEX "catches_sandbox" ON "catches" USING btree ("diver_id") WHERE sandbox = 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catch_derived_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF old.sandbox = 0 THEN
      DELETE FROM catch_deltas WHERE catch_pk = old.pk;
      IF NOT FOUND THEN
        PERFORM catch_counts_add(old, -1);
        PERFORM board_remove(old);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF new.sandbox = 0 THEN
      INSERT INTO catch_deltas (catch_pk, diver_id, species_pk, tier, dive_type, gear, caught_at, weight_lbs, depth_ft)
        VALUES (new.pk, new.diver_id, new.species_pk, new.tier, new.dive_type, new.gear, new.caught_at, new.weight_lbs, new.depth_ft);
    END IF;
  END IF;
  RETURN NULL;
END $$;
