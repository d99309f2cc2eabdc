// The admin's page of the club's settings (/admin/club), phone first: one form; a setting the
// operator pinned shows its value, greyed, with the variable that pins it.
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { Notice, PostForm, Problems, Select } from '../../web/components';
import { pageRoutes } from '../../web';
import { attempt, formField, noRefusal, type Refusal } from '../../web/kit/forms';
import { done, noticeOf } from '../../web/kit/notices';
import { Layout } from '../../web/layout';
import { aroundLink, languageNames } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { redirect } from '../../web/respond';
import type { WebSupport } from '../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../web/visitor';
import { tiers } from '../../db/vocabulary';
import { clubPins, clubSettings, updateClubSettings } from '../../identity/club';
import {
  clubNameMaxLength,
  clubSettingNames,
  languages,
  pinVariables,
  signupModes,
  timeZones,
  unitSystems,
  type ClubSettingName,
  type ClubSettings,
  type Language,
} from '../../identity/club-settings';

/** A message of no values, said in a language. */
type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

const signupTexts: Record<(typeof signupModes)[number], Words> = {
  invite: m.club_signup_invite,
  approval: m.club_signup_approval,
  open: m.club_signup_open,
  closed: m.club_signup_closed,
};

const labels: Record<ClubSettingName, Words> = {
  name: m.club_label_name,
  time_zone: m.club_label_time_zone,
  units: m.club_label_units,
  language: m.club_label_language,
  season_start: m.club_label_season_start,
  signup: m.club_label_signup,
  board_min_tier: m.club_label_board_min_tier,
};

const unitTexts: Record<(typeof unitSystems)[number], Words> = { metric: m.club_units_metric, imperial: m.club_units_imperial };

const tierTexts: Record<(typeof tiers)[number], Words> = {
  unverified: m.club_tier_unverified,
  bronze: m.club_tier_bronze,
  silver: m.club_tier_silver,
  gold: m.club_tier_gold,
};

const options = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/** The choices of each setting picked from a list, in `locale`. */
const choices = (locale: Language): Record<Exclude<ClubSettingName, 'name' | 'season_start'>, { value: string; label: string }[]> => {
  const o = { locale };
  return {
    time_zone: options(timeZones),
    units: options(unitSystems, (u) => unitTexts[u as keyof typeof unitTexts]({}, o)),
    language: options(languages, (l) => languageNames[l as Language]),
    signup: options(signupModes, (s) => signupTexts[s as keyof typeof signupTexts]({}, o)),
    board_min_tier: options(tiers, (t) => tierTexts[t as keyof typeof tierTexts]({}, o)),
  };
};

function Field(props: { setting: ClubSettingName; value: string; pinned: boolean; locale: Language }): Html {
  const { setting, value, pinned, locale } = props;
  const o = { locale };
  const id = `club-${setting}`;
  const hint = pinned ? `${id}-pinned` : undefined;
  const control =
    setting === 'name' ? (
      <input
        id={id}
        name={setting}
        required
        maxlength={String(clubNameMaxLength)}
        value={value}
        disabled={pinned}
        aria-describedby={hint}
      />
    ) : setting === 'season_start' ? (
      <input
        id={id}
        name={setting}
        required
        inputmode="numeric"
        pattern="\d\d-\d\d"
        value={value}
        disabled={pinned}
        aria-describedby={hint}
      />
    ) : (
      <Select id={id} name={setting} options={choices(locale)[setting]} value={value} describedBy={hint} disabled={pinned} />
    );
  return (
    <div class="field">
      <label for={id}>{labels[setting]({}, o)}</label>
      {control}
      {pinned && <Pinned id={hint!} variable={pinVariables[setting]} locale={locale} />}
    </div>
  );
}

/** "Pinned by CATCHD_… on the server": the variable in code, where the language's sentence puts it. */
function Pinned({ id, variable, locale }: { id: string; variable: string; locale: Language }): Html {
  const [before, after] = aroundLink(({ link }) => m.club_pinned({ variable: link }, { locale }));
  return (
    <p class="muted" id={id}>
      {before}
      <code>{variable}</code>
      {after}
    </p>
  );
}

function ClubPage(props: {
  visitor: Visitor;
  settings: ClubSettings;
  pinned: Partial<ClubSettings>;
  refusal: Refusal;
  notice: string | null;
}): Html {
  const { settings, pinned } = props;
  const locale = props.visitor.reader.locale;
  const o = { locale };
  return (
    <Layout title={m.club_title({}, o)} visitor={props.visitor} width="narrow">
      <h1>{m.club_title({}, o)}</h1>
      {props.notice && <Notice>{props.notice}</Notice>}
      <PostForm action="/admin/club" csrf={props.visitor.csrf} class="card">
        <Problems errors={props.refusal.errors} locale={locale} />
        {clubSettingNames.map((setting) => (
          <Field setting={setting} value={settings[setting]} pinned={pinned[setting] !== undefined} locale={locale} />
        ))}
        <p class="muted">{m.club_own_choices({}, o)}</p>
        <button type="submit">{m.club_save({}, o)}</button>
      </PostForm>
    </Layout>
  );
}

export function clubPages(deps: AppDeps, web: WebSupport) {
  const { db, config } = deps;
  const requireAdmin = (visitor: Visitor) => {
    if (requireScope(visitor, 'club:write').role !== 'admin') throw new PageForbidden('Only admins can open this page.');
  };
  const page = async (visitor: Visitor, refusal: Refusal, notice: string | null) => (
    <ClubPage visitor={visitor} settings={await clubSettings(db, config)} pinned={clubPins(config)} refusal={refusal} notice={notice} />
  );
  return pageRoutes(deps, web)
    .get('/admin/club', async ({ visitor, request, render }) => {
      requireAdmin(visitor);
      return render(await page(visitor, noRefusal, noticeOf(request, visitor.reader.locale)));
    })
    .post('/admin/club', async ({ visitor, body, render }) => {
      requireAdmin(visitor);
      const pins = clubPins(config);
      // Pinned fields are disabled, hence not sent: only the others change.
      const changes = Object.fromEntries(clubSettingNames.filter((s) => pins[s] === undefined).map((s) => [s, formField(body, s)]));
      const outcome = await attempt(() => updateClubSettings(db, config, changes, deps.now()));
      if ('refusal' in outcome) return render(await page(visitor, outcome.refusal, null), { status: outcome.refusal.status });
      return redirect(done('/admin/club', 'saved'));
    });
}
