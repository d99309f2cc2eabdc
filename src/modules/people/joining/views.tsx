// How a visitor joins, in the words of the operator's mode: the sign-in page, the start page
// and the sign-up page show it.
import type { Child, Html } from '#jsx/jsx-runtime';
import type { SignupMode } from '../../../config';
import { Notice } from '../../../web/components';
import { Layout } from '../../../web/layout';
import type { Visitor } from '../../../web/visitor';
import type { JoiningPolicy } from './sign-ups';
import { aroundLink, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/** A sentence with a link inside, in the page's language (the translator places the link). */
function LinkedSentence({ sentence, href, text }: { sentence: (inputs: { link: string }) => string; href: string; text: string }): Html {
  const [before, after] = aroundLink(sentence);
  return (
    <>
      {before}
      <a href={href}>{text}</a>
      {after}
    </>
  );
}

function wayIn(mode: SignupMode, locale: Language): Child {
  const o = { locale };
  switch (mode) {
    case 'open':
      return <LinkedSentence sentence={(i) => m.way_in_open(i, o)} href="/sign-up" text={m.way_in_sign_up({}, o)} />;
    case 'approval':
      return <LinkedSentence sentence={(i) => m.way_in_approval(i, o)} href="/sign-up" text={m.way_in_ask({}, o)} />;
    case 'invite':
      return m.way_in_invite({}, o);
    case 'closed':
      return m.way_in_closed({}, o);
  }
}

export function WayIn({ policy, locale }: { policy: JoiningPolicy; locale: Language }): Html {
  const o = { locale };
  return (
    <div class="way-in">
      <p id="way-in">{wayIn(policy.mode, locale)}</p>
      {policy.developerSignup && (
        <p class="muted">
          <LinkedSentence sentence={(i) => m.way_in_developers(i, o)} href="/developers/sign-up" text={m.way_in_early_access({}, o)} />
        </p>
      )}
    </div>
  );
}

/** The start page for visitors: what catchd is, the way in, and the public boards when they are open. */
export function Welcome({ visitor, policy, notice }: { visitor: Visitor; policy: JoiningPolicy; notice: string | null }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <Layout title={m.home_title({}, o)} visitor={visitor} width="narrow">
      {notice && <Notice>{notice}</Notice>}
      <div class="card">
        <h1>{visitor.club.name}</h1>
        <p>{m.home_lead({}, o)}</p>
        <p>
          <a class="button" href="/sign-in">
            {m.sign_in({}, o)}
          </a>
        </p>
        <WayIn policy={policy} locale={o.locale} />
        {visitor.publicAreas.has('leaderboards') && (
          <p>
            <a href="/boards">{m.home_boards({}, o)}</a>
          </p>
        )}
      </div>
    </Layout>
  );
}

const modeTexts: Record<SignupMode, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  invite: m.people_joining_invite,
  approval: m.people_joining_approval,
  open: m.people_joining_open,
  closed: m.people_joining_closed,
};

/** The operator's joining settings, read-only (they come from the configuration). */
export function JoiningSettings({ policy, locale }: { policy: JoiningPolicy; locale: Language }): Html {
  const o = { locale };
  return (
    <section class="card" aria-labelledby="joining-heading">
      <h2 id="joining-heading">{m.people_joining_heading({}, o)}</h2>
      <dl>
        <dt>{m.people_joining_mode_label({}, o)}</dt>
        <dd id="joining-mode">
          <code>{policy.mode}</code>: {modeTexts[policy.mode]({}, o)}
        </dd>
        <dt>{m.people_joining_developer_label({}, o)}</dt>
        <dd id="developer-signup">
          {policy.developerSignup ? m.people_joining_developer_on({}, o) : m.people_joining_developer_off({}, o)}
        </dd>
        <dt>{m.people_joining_mail_label({}, o)}</dt>
        <dd>{policy.mailConfigured ? m.people_joining_mail_on({}, o) : m.people_joining_mail_off({}, o)}</dd>
      </dl>
      <p class="muted">{m.people_joining_note({}, o)}</p>
    </section>
  );
}
