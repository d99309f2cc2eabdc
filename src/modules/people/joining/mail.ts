// Joining's outgoing mail: plain texts holding only fixed words, the club's address and the
// link (never what a visitor typed: catchd must not carry anyone's message), and the limits
// that keep catchd from being used to send spam: a few mails a day to one address, and a
// few sign-ups an hour from one client address.
import { clubSettingsNow, inClubName } from '../../../identity/club';
import type { AppDeps } from '../../../app-deps';
import { rateLimiterFor, type RateLimitDecision } from '../../../db/rate-limit';
import { smtpMailer, type MailMessage } from '../../../lib/mailer';
import { toIso } from '../../../lib/time';
import { developerPolicy, developerSignupOpen } from '../../../identity/developer-access';
import type { InvitationRow } from './invitations';
import type { JoiningPolicy, KnownAddress, SignUpDecision } from './sign-ups';
import { remember } from '../../../lib/remember';

/** Sign-up and confirmation mails to one address per day. */
export const mailsPerAddressPerDay = 3;
/** Sign-up attempts from one client address per hour. */
export const signUpsPerClientPerHour = 10;

export interface JoiningMail {
  policy: JoiningPolicy;
  /** Sends (after the change is stored); a failure is logged, never undoes the change. */
  send(message: MailMessage): Promise<void>;
  /** Sends a sign-up mail unless the address had its share today; the answer is the same either way. */
  sendLimited(message: MailMessage): Promise<void>;
  /**
   * As sendLimited, for a mail whose making changes something (a new link): `make` runs only
   * when the address still has its share today, so a mail that is not sent changes nothing.
   */
  sendLimitedMade(to: string, make: () => Promise<MailMessage>): Promise<void>;
  /** Counts one sign-up attempt from this request's client address. */
  clientAttempt(request: Request): Promise<RateLimitDecision>;
}

const made = new WeakMap<AppDeps, JoiningMail>();

/** One per app: the API and the pages share its limits. */
export function joiningMail(deps: AppDeps): JoiningMail {
  return remember(made, deps, () => makeJoiningMail(deps));
}

function makeJoiningMail(deps: AppDeps): JoiningMail {
  const { config } = deps;
  const mailer = deps.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : null);
  const perAddress = rateLimiterFor(deps.db, 'sign-up-mail', { limit: mailsPerAddressPerDay, windowSeconds: 24 * 3600, now: deps.now });
  const perClient = rateLimiterFor(deps.db, 'sign-up', { limit: signUpsPerClientPerHour, windowSeconds: 3600, now: deps.now });
  const send = async (message: MailMessage): Promise<void> => {
    try {
      await mailer?.send(await inClubName(deps.db, deps.config, message));
    } catch (error) {
      deps.log({ level: 'error', msg: 'mail not sent', subject: message.subject, error: String(error) });
    }
  };
  return {
    policy: {
      // A getter: the club's setting as this request read it (an admin may change it any time).
      get mode() {
        return clubSettingsNow(deps.db, config).signup;
      },
      mailConfigured: mailer !== null,
      developerSignup: developerSignupOpen(config),
      developer: developerPolicy(config, mailer !== null),
    },
    send,
    sendLimited(message) {
      return this.sendLimitedMade(message.to, async () => message);
    },
    async sendLimitedMade(to, make) {
      if ((await perAddress.hit(to)).allowed) await send(await make());
      else deps.log({ level: 'warn', msg: 'sign-up mail not sent: daily limit for the address', limit: mailsPerAddressPerDay });
    },
    async clientAttempt(request) {
      return perClient.hit(deps.clientAddress(request) ?? 'unknown');
    },
  };
}

export const signOff = (baseUrl: string): string => `\n-- \ncatchd at ${baseUrl}\n`;

export function confirmationMail(to: string, link: string, baseUrl: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email address for catchd',
    text:
      `Someone asked to join catchd at ${baseUrl} with this email address.\n\n` +
      `If it was you, open this link within 24 hours to confirm it:\n\n${link}\n\n` +
      `If it was not you, ignore this mail: nothing happens without the link.\n${signOff(baseUrl)}`,
  };
}

const knownTexts: Record<KnownAddress, string> = {
  account:
    'This address already has an account there. If it was you, sign in instead (if you forgot your password, the sign-in page helps):',
  waiting:
    'A sign-up with this address is already waiting for an administrator’s decision; you will get a mail when it is made. The sign-in page:',
  declined:
    'A sign-up with this address was declined earlier. Ask an administrator of the club if you think this is a mistake. The sign-in page:',
};

/** To the owner of an address that could not start a sign-up: the page said the same as for anyone. */
export function knownAddressMail(to: string, reason: KnownAddress, baseUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to catchd with your address',
    text:
      `Someone tried to sign up to catchd at ${baseUrl} with this email address.\n\n${knownTexts[reason]}\n\n${baseUrl}/sign-in\n\n` +
      `If it was not you, ignore this mail: nothing changed.\n${signOff(baseUrl)}`,
  };
}

export function invitationMail(row: InvitationRow, link: string, baseUrl: string): MailMessage {
  return {
    to: row.email,
    subject: 'You are invited to join catchd',
    text:
      `An administrator invites you to join catchd at ${baseUrl} as a ${row.role}.\n\n` +
      `Open this link to choose your name and password. It works once, until ${toIso(row.expires_at).replace('T', ' ').replace('Z', ' UTC')}:\n\n${link}\n\n` +
      `If you did not expect this, ignore this mail.\n${signOff(baseUrl)}`,
  };
}

export function decisionMail(to: string, decision: SignUpDecision, baseUrl: string): MailMessage {
  return decision === 'approved'
    ? {
        to,
        subject: 'Welcome to catchd',
        text: `Your sign-up at ${baseUrl} is approved. Sign in with your email and password:\n\n${baseUrl}/sign-in\n${signOff(baseUrl)}`,
      }
    : {
        to,
        subject: 'Your catchd sign-up was declined',
        text: `An administrator declined your sign-up at ${baseUrl}.\n${signOff(baseUrl)}`,
      };
}
