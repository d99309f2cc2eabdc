// The developer module's outgoing mail, shared by the API and the portal pages: which policy
// applies (mail changes it: applicants confirm their address), how a mail goes out, in which
// language, and how many confirmation mails an address, or a client, may cause.
import { clubSettings, inClubName } from '../../identity/club';
import { findUserById } from '../../identity/people';
import { chosenPreferences, effectivePreferences } from '../../identity/preferences';
import type { Language } from '../../i18n/locale';
import type { AppDeps } from '../../app-deps';
import type { Store } from '../../db/store';
import { RateLimited, rateLimiterFor, type RateLimiter } from '../../db/rate-limit';
import { smtpMailer, type MailMessage } from '../../lib/mailer';
import type { MailBudget } from './service';
import { developerPolicy, type DeveloperPolicy } from '../../identity/developer-access';

export interface DeveloperMail {
  policy: DeveloperPolicy;
  /** Mail goes after the change is stored; a failure is logged, never undoes it. */
  send: (message: MailMessage) => Promise<void>;
  /** The confirmation-mail budget of an application from this client address (429 beyond it). */
  budgetFor: (clientAddress: string | null) => MailBudget;
  /**
   * The language a mail to this person is written in: their own setting, else the club's. (A
   * page the person is reading passes its own language instead: it also heard their browser.)
   */
  languageOf: (userId: string) => Promise<Language>;
}

/**
 * Each person applies once, but people are cheap to make: these bound the mail one address
 * receives, and the mail one client address causes. Counted in the database on PostgreSQL
 * (every instance shares them), in memory on SQLite; one pair per store, for the API and the pages.
 */
const confirmationsPerAddressPerDay = 3;
export const confirmationsPerClientPerHour = 5;
const budgets = new WeakMap<Store, { byAddress: RateLimiter; byClient: RateLimiter }>();

function budgetsOf(deps: AppDeps): { byAddress: RateLimiter; byClient: RateLimiter } {
  let limiters = budgets.get(deps.db);
  if (!limiters) {
    limiters = {
      byAddress: rateLimiterFor(deps.db, 'developer-mail-address', {
        limit: confirmationsPerAddressPerDay,
        windowSeconds: 86_400,
        now: deps.now,
      }),
      byClient: rateLimiterFor(deps.db, 'developer-mail-client', {
        limit: confirmationsPerClientPerHour,
        windowSeconds: 3600,
        now: deps.now,
      }),
    };
    budgets.set(deps.db, limiters);
  }
  return limiters;
}

export function developerMail(deps: AppDeps): DeveloperMail {
  const mailer = deps.mailer ?? (deps.config.smtpUrl ? smtpMailer(deps.config.smtpUrl, deps.config.mailFrom) : null);
  const { byAddress, byClient } = budgetsOf(deps);
  return {
    policy: developerPolicy(deps.config, mailer !== null),
    async send(message: MailMessage): Promise<void> {
      try {
        await mailer?.send(await inClubName(deps.db, deps.config, message));
      } catch (error) {
        deps.log({ level: 'error', msg: 'mail not sent', subject: message.subject, error: String(error) });
      }
    },
    async languageOf(userId) {
      const [user, club] = await Promise.all([findUserById(deps.db, userId), clubSettings(deps.db, deps.config)]);
      const chosen = user ? chosenPreferences(user) : { units: null, time_zone: null, language: null };
      return effectivePreferences(chosen, club).language;
    },
    budgetFor: (clientAddress) => async (email) => {
      const fromClient = await byClient.hit(clientAddress ?? 'unknown');
      if (!fromClient.allowed) throw new RateLimited(fromClient);
      const toAddress = await byAddress.hit(email.toLowerCase());
      if (!toAddress.allowed) throw new RateLimited(toAddress);
    },
  };
}
