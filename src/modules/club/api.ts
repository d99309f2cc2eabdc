// HTTP controller for /v1/club: the club's settings. Any credential reads them (visitors too
// while the boards are public, as the boards show them); admins change them (club:write).
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { apiController } from '../../http/controller';
import { requestPrincipal, Unauthenticated } from '../../http/bearer';
import { publicAreas } from '../../identity/settings';
import { clubModels } from './model';
import { clubPins, clubSettings, updateClubSettings } from '../../identity/club';
import { languages, type ClubSettings } from '../../identity/club-settings';

function presentClub(settings: ClubSettings, pinned: Partial<ClubSettings>) {
  return { ...settings, languages: [...languages], pinned: Object.keys(pinned) };
}

/** Any valid credential; none at all while the boards are public. */
async function checkReader(deps: AppDeps, request: Request): Promise<void> {
  if (request.headers.has('authorization')) {
    if (!(await requestPrincipal(deps, request))) throw new Unauthenticated(true);
  } else if (!(await publicAreas(deps.db)).has('leaderboards')) throw new Unauthenticated(false);
}

/** Reads the club's settings at the start of every request (see clubSettingsNow). */
export function clubPlugin(deps: AppDeps) {
  return new Elysia({ name: 'club-settings' }).onRequest(async () => {
    await clubSettings(deps.db, deps.config);
  });
}

export function clubModule(deps: AppDeps) {
  const { db, config } = deps;
  return apiController(deps, 'Club', clubModels)
    .get('/v1/club', async () => presentClub(await clubSettings(db, config), clubPins(config)), {
      transform: ({ request }) => checkReader(deps, request),
      response: { 200: 'Club', 401: 'Problem' },
      detail: {
        security: [{ bearer: [] }, {}],
        summary: "The club's settings",
        description:
          'Its name, time zone, default units and language, the day seasons start, how people join and the boards\u2019 default tier. Any credential reads them; without one only while the boards are public (401 otherwise). `pinned` names the settings the operator fixed with environment variables.',
      },
    })
    .patch('/v1/club', async ({ body }) => presentClub(await updateClubSettings(db, config, body, deps.now()), clubPins(config)), {
      scope: 'club:write',
      body: 'ClubUpdate',
      response: { 200: 'Club', 401: 'Problem', 403: 'Problem', 409: 'Problem', 422: 'Problem' },
      detail: {
        summary: "Change the club's settings (admins)",
        description:
          'Any of the fields; each applies on every instance at once. A bad zone, language, units, date or other value is 422 with one `errors` entry per field. A setting the operator pinned (its environment variable, e.g. CATCHD_SIGNUP, is set) answers 409 `setting_pinned`, naming the variable in `variables`.',
      },
    });
}
