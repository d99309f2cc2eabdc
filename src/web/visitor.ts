// Who is looking at a page, and what they may open. Pages are authorised like the API:
// a signed-in person holds exactly their role's scopes; visitors see only public areas.
import type { AppDeps } from '../app-deps';
import { HttpError } from '../lib/problem';
import { grants, type Scope } from '../identity/scopes';
import type { Principal } from '../identity/credentials';
import type { UserRow, Viewer } from '../identity/person';
import { developerPolicy, developerStanding } from '../identity/developer-access';
import { publicAreas, type PublicArea } from '../identity/settings';
import { clubSettings } from '../identity/club';
import type { ClubSettings } from '../identity/club-settings';
import { chosenPreferences, effectivePreferences } from '../identity/preferences';
import { unreadNotifications } from '../identity/notifications';
import type { UnitSystem } from '../lib/units';
import { chooseLanguage, noteLanguage, pickedLanguage, type Language } from '../i18n/locale';
import type { Csrf } from './csrf';
import { sessionPrincipal, type WebSupport } from './session';

export interface Visitor {
  user: UserRow | null;
  /** The session the person is signed in with (null for visitors). */
  sessionId: string | null;
  principal: Principal | null;
  csrf: Csrf;
  publicAreas: ReadonlySet<PublicArea>;
  /** An approved developer (admins are): the portal links keys and apps only for them, never to a 403. */
  developer: boolean;
  /** The club's settings as this request read them: its name heads every page. */
  club: ClubSettings;
  /** How measures and times are shown to this person: their choices, else the club's. */
  reader: Reader;
  /** Unread notifications, for the bell (0 for visitors; counted up to unreadCap). */
  unread: number;
  /** Where the language switch comes back to: this page's path, or home after a form. */
  here: string;
}

export interface Reader {
  units: UnitSystem;
  /** The page's language (src/i18n/locale.ts chooses it), also the BCP 47 tag Intl formats with. */
  locale: Language;
  timeZone: string;
}

/** How a visitor (nobody signed in) is shown catches: like any other diver, so spots are rounded. */
export const anonymousViewer: Viewer = { userId: '', role: 'diver' };

/** Not signed in where that is needed: pages answer with a redirect to the sign-in form. */
class SignInRequired extends HttpError {
  constructor() {
    super(401, 'sign_in_required', 'Please sign in to see this page.');
  }
}

export class PageForbidden extends HttpError {
  constructor(message = 'Your account cannot open this page.') {
    super(403, 'forbidden', message);
  }
}

export async function visitorOf(deps: AppDeps, web: WebSupport, request: Request): Promise<Visitor> {
  const [signedIn, csrf, areas, club] = await Promise.all([
    web.signedIn(request),
    web.csrf(request),
    publicAreas(deps.db),
    clubSettings(deps.db, deps.config),
  ]);
  const user = signedIn?.user ?? null;
  const [standing, unread] =
    user === null
      ? [null, 0]
      : await Promise.all([
          developerStanding(deps.db, developerPolicy(deps.config), { userId: user.id, role: user.role }),
          unreadNotifications(deps.db, user.id),
        ]);
  const developer = standing === 'approved';
  const reader = readerOf(user, club, request);
  noteLanguage(request, reader.locale);
  return {
    user,
    sessionId: signedIn?.sessionId ?? null,
    principal: user ? sessionPrincipal(user) : null,
    csrf,
    publicAreas: areas,
    developer,
    club,
    reader,
    unread,
    here: hereOf(request),
  };
}

/**
 * A page shown by GET is its own path; one shown after a form (a POST) may have no GET: home
 * then. The query stays behind: it may hold what nobody checked yet (a sign-in's return_to),
 * which the footer would otherwise repeat on every page.
 */
function hereOf(request: Request): string {
  return request.method === 'GET' ? new URL(request.url).pathname : '/';
}

function readerOf(user: UserRow | null, club: ClubSettings, request: Request): Reader {
  const chosen = user ? chosenPreferences(user) : { units: null, time_zone: null, language: null };
  const applied = effectivePreferences(chosen, club);
  const locale = chooseLanguage({
    person: chosen.language,
    picked: pickedLanguage(request),
    acceptLanguage: request.headers.get('accept-language'),
    club: club.language,
  });
  return { units: applied.units, locale, timeZone: applied.time_zone };
}

/** The signed-in person holding `scope`, or an error page. */
export function requireScope(visitor: Visitor, scope: Scope): Principal {
  if (!visitor.principal) throw new SignInRequired();
  if (!grants(visitor.principal.scopes, scope)) throw new PageForbidden();
  return visitor.principal;
}

/** Public areas are open to everyone; otherwise as requireScope. The answer is null for visitors. */
export function requireArea(visitor: Visitor, area: PublicArea, scope: Scope): Principal | null {
  if (!visitor.principal && visitor.publicAreas.has(area)) return null;
  return requireScope(visitor, scope);
}
