// How a visitor joins, in the words of the operator's mode: the sign-in page, the start page
// and the sign-up page show it.
import type { Child, Html } from '#jsx/jsx-runtime';
import type { SignupMode } from '../../../config';
import { Notice } from '../../../web/components';
import { Layout } from '../../../web/layout';
import type { Visitor } from '../../../web/visitor';
import type { JoiningPolicy } from './sign-ups';

const wayIn: Record<SignupMode, Child> = {
  open: (
    <>
      New here? <a href="/sign-up">Sign up</a>.
    </>
  ),
  approval: (
    <>
      New here? <a href="/sign-up">Ask to join</a>: an admin approves new members.
    </>
  ),
  invite: 'New here? Joining is by invitation: ask an admin of your club to invite you.',
  closed: 'This club is not taking new members at the moment.',
};

export function WayIn({ policy }: { policy: JoiningPolicy }): Html {
  return (
    <div class="way-in">
      <p id="way-in">{wayIn[policy.mode]}</p>
      {policy.developerSignup && (
        <p class="muted">
          Building on the catchd API? <a href="/developers/sign-up">Sign up for early access</a>.
        </p>
      )}
    </div>
  );
}

/** The start page for visitors: what catchd is, the way in, and the public boards when they are open. */
export function Welcome({ visitor, policy, notice }: { visitor: Visitor; policy: JoiningPolicy; notice: string | null }): Html {
  return (
    <Layout title="Welcome" visitor={visitor} width="narrow">
      {notice && <Notice>{notice}</Notice>}
      <div class="card">
        <h1>{visitor.club.name}</h1>
        <p>Log, verify and rank the club’s spearfishing catches.</p>
        <p>
          <a class="button" href="/sign-in">
            Sign in
          </a>
        </p>
        <WayIn policy={policy} />
        {visitor.publicAreas.has('leaderboards') && (
          <p>
            <a href="/boards">See the leaderboards</a>
          </p>
        )}
      </div>
    </Layout>
  );
}

const modeTexts: Record<SignupMode, string> = {
  invite: 'invite: admins invite people by email (on the people page); the link works once, for seven days.',
  approval: 'approval: anyone signs up; admins approve or decline on the people page.',
  open: 'open: anyone signs up and joins as a diver.',
  closed: 'closed: nobody joins; admins add people on the people page.',
};

/** The operator's joining settings, read-only (they come from the configuration). */
export function JoiningSettings({ policy }: { policy: JoiningPolicy }): Html {
  return (
    <section class="card" aria-labelledby="joining-heading">
      <h2 id="joining-heading">How people join</h2>
      <dl>
        <dt>Joining (CATCHD_SIGNUP)</dt>
        <dd id="joining-mode">{modeTexts[policy.mode]}</dd>
        <dt>Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP)</dt>
        <dd id="developer-signup">
          {policy.developerSignup ? 'on: visitors sign up and apply for developer access in one go, whatever the joining mode.' : 'off.'}
        </dd>
        <dt>Mail (CATCHD_SMTP_URL)</dt>
        <dd>
          {policy.mailConfigured
            ? 'set up: invitations and address confirmations are mailed.'
            : 'not set up: invitation links are shown to copy, and sign-ups are not confirmed by mail.'}
        </dd>
      </dl>
      <p class="muted">These come from the server’s configuration; the operator changes them there.</p>
    </section>
  );
}
