// The API's models of the club's settings (/v1/club).
import type { TString } from '@sinclair/typebox';
import { t } from 'elysia';
import { literalUnion } from '../../lib/schemas';
import { tiers } from '../../db/vocabulary';
import {
  clubNameMaxLength,
  clubNamePattern,
  languages,
  seasonStartPattern,
  signupModes,
  timeZones,
  unitSystems,
} from '../../identity/club-settings';

const fields = {
  name: t.String({
    minLength: 1,
    maxLength: clubNameMaxLength,
    pattern: clubNamePattern,
    description: 'Shown on the home page and in mails.',
  }),
  // Typed as a string: the enum's members are known only at run time (the runtime's ICU).
  time_zone: t.Union(
    timeZones.map((zone) => t.Literal(zone)),
    { description: 'An IANA zone (e.g. Europe/Madrid): seasons start in it, and times are shown in it to people who chose none.' },
  ) as unknown as TString,
  units: literalUnion(unitSystems, { description: 'What people who chose none read and type measures in.' }),
  language: literalUnion(languages, {
    description: 'The language of people who chose none and whose browser asks for none the club offers.',
  }),
  season_start: t.String({
    pattern: seasonStartPattern,
    description: "MM-DD in the club's zone: boards' season=YYYY is the season starting that day of YYYY.",
  }),
  signup: literalUnion(signupModes, { description: 'How people join: invitations, approval of sign-ups, open sign-up, or nobody.' }),
  board_min_tier: literalUnion(tiers, { description: "The boards' minimum tier when a reader names none." }),
};

/** A person's own choice, or null to follow the club's setting (contract §8b). */
export const preferenceFields = {
  units: t.Union([fields.units, t.Null()], { description: 'The units the person reads and types measures in; null follows the club.' }),
  time_zone: t.Union([fields.time_zone, t.Null()], { description: 'The zone times are shown in (an IANA name); null follows the club.' }),
  language: t.Union([fields.language, t.Null()], {
    description: 'The language of pages and mails; null follows the browser, then the club.',
  }),
};

export const Club = t.Object({
  ...fields,
  languages: t.Array(literalUnion(languages), { description: 'The languages people may choose.' }),
  pinned: t.Array(t.String(), {
    description:
      'The settings the operator pinned with their environment variables (e.g. `signup` by CATCHD_SIGNUP): changing one answers 409 `setting_pinned`.',
  }),
});

export const ClubUpdate = t.Object(
  {
    name: t.Optional(fields.name),
    time_zone: t.Optional(fields.time_zone),
    units: t.Optional(fields.units),
    language: t.Optional(fields.language),
    season_start: t.Optional(fields.season_start),
    signup: t.Optional(fields.signup),
    board_min_tier: t.Optional(fields.board_min_tier),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const clubModels = { Club, ClubUpdate };
