// The admin's page of the club's settings (/admin/club), phone first: one form; a setting the
// operator pinned shows its value, greyed, with the variable that pins it.
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { Notice, PostForm, Problems, Select } from '../../web/components';
import { pageRoutes } from '../../web';
import { attempt, formField, noRefusal, type Refusal } from '../../web/kit/forms';
import { done, noticeOf } from '../../web/kit/notices';
import { Layout } from '../../web/layout';
import { languageNames } from '../../i18n/locale';
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

/** Each language in its own words. */
const signupTexts = {
  invite: 'By invitation: admins invite people by email',
  approval: 'Anyone asks to join; an admin approves',
  open: 'Anyone joins as a diver',
  closed: 'Nobody joins; admins add people',
};

const labels: Record<ClubSettingName, string> = {
  name: 'Club name',
  time_zone: 'Time zone',
  units: 'Units',
  language: 'Language',
  season_start: 'Seasons start on (MM-DD)',
  signup: 'How people join',
  board_min_tier: 'Boards count catches verified at least',
};

const options = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

function Field(props: { setting: ClubSettingName; value: string; pinned: boolean }): Html {
  const { setting, value, pinned } = props;
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
      <Select id={id} name={setting} options={choices[setting]} value={value} describedBy={hint} disabled={pinned} />
    );
  return (
    <div class="field">
      <label for={id}>{labels[setting]}</label>
      {control}
      {pinned && (
        <p class="muted" id={hint}>
          Pinned by <code>{pinVariables[setting]}</code> on the server: the operator changes it there.
        </p>
      )}
    </div>
  );
}

const choices: Record<Exclude<ClubSettingName, 'name' | 'season_start'>, { value: string; label: string }[]> = {
  time_zone: options(timeZones),
  units: options(unitSystems, (u) => (u === 'metric' ? 'Metric (kg, cm, m, °C)' : 'Imperial (lb, in, ft, °F)')),
  language: options(languages, (l) => languageNames[l as Language]),
  signup: options(signupModes, (m) => signupTexts[m as keyof typeof signupTexts]),
  board_min_tier: options(tiers),
};

function ClubPage(props: {
  visitor: Visitor;
  settings: ClubSettings;
  pinned: Partial<ClubSettings>;
  refusal: Refusal;
  notice: string | null;
}): Html {
  const { settings, pinned } = props;
  return (
    <Layout title="The club" visitor={props.visitor} width="narrow">
      <h1>The club</h1>
      {props.notice && <Notice>{props.notice}</Notice>}
      <PostForm action="/admin/club" csrf={props.visitor.csrf} class="card">
        <Problems errors={props.refusal.errors} />
        {clubSettingNames.map((setting) => (
          <Field setting={setting} value={settings[setting]} pinned={pinned[setting] !== undefined} />
        ))}
        <p class="muted">
          People may choose their own units, time zone and language on their account page; these apply to everyone else. Pages are in
          English for now.
        </p>
        <button type="submit">Save</button>
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
      return render(await page(visitor, noRefusal, noticeOf(request)));
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
