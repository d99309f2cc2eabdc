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
import { roleWords } from '../users/views';
import type { JoiningPolicy, KnownAddress, SignUpDecision } from './sign-ups';
import { remember } from '../../../lib/remember';
import { isLanguage, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

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

/**
 * The language of a mail: the first of `candidates` that is one (the recipient's own setting,
 * then the language of the page where it was asked for), else the club's.
 */
export function mailLanguage(deps: AppDeps, ...candidates: (string | null | undefined)[]): Language {
  return candidates.find(isLanguage) ?? clubSettingsNow(deps.db, deps.config).language;
}

export const signOff = (baseUrl: string, locale: Language): string => `\n-- \n${m.join_mail_sign_off({ url: baseUrl }, { locale })}\n`;

export function confirmationMail(to: string, link: string, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return {
    to,
    subject: m.join_mail_confirm_subject({}, o),
    text: `${m.join_mail_confirm_body({ url: baseUrl, link }, o)}\n${signOff(baseUrl, locale)}`,
  };
}

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

const knownTexts: Record<KnownAddress, Message> = {
  account: m.join_mail_known_account,
  waiting: m.join_mail_known_waiting,
  declined: m.join_mail_known_declined,
};

/** To the owner of an address that could not start a sign-up: the page said the same as for anyone. */
export function knownAddressMail(to: string, reason: KnownAddress, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return {
    to,
    subject: m.join_mail_known_subject({}, o),
    text: `${m.join_mail_known_body({ url: baseUrl, why: knownTexts[reason]({}, o), link: `${baseUrl}/sign-in` }, o)}\n${signOff(baseUrl, locale)}`,
  };
}

export function invitationMail(row: InvitationRow, link: string, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  const until = toIso(row.expires_at).replace('T', ' ').replace('Z', ' UTC');
  return {
    to: row.email,
    subject: m.join_mail_invitation_subject({}, o),
    text: `${m.join_mail_invitation_body({ url: baseUrl, role: roleWords[row.role]({}, o), until, link }, o)}\n${signOff(baseUrl, locale)}`,
  };
}

export function decisionMail(to: string, decision: SignUpDecision, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return decision === 'approved'
    ? {
        to,
        subject: m.join_mail_approved_subject({}, o),
        text: `${m.join_mail_approved_body({ url: baseUrl, link: `${baseUrl}/sign-in` }, o)}\n${signOff(baseUrl, locale)}`,
      }
    : {
        to,
        subject: m.join_mail_declined_subject({}, o),
        text: `${m.join_mail_declined_body({ url: baseUrl }, o)}\n${signOff(baseUrl, locale)}`,
      };
}
