// Mail about a new email address: the link to the new address, and word to the old one.
// Fixed words and the club's address only (see joining/mail.ts).
import type { AppDeps } from '../../../app-deps';
import type { MailMessage } from '../../../lib/mailer';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { joiningMail, signOff } from '../joining/mail';
import type { EmailOutcome } from './service';

function newAddressMail(to: string, link: string, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return {
    to,
    subject: m.account_mail_new_address_subject({}, o),
    text: `${m.account_mail_new_address_body({ url: baseUrl, link }, o)}\n${signOff(baseUrl, locale)}`,
  };
}

function oldAddressMail(to: string, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return {
    to,
    subject: m.account_mail_old_address_subject({}, o),
    text: `${m.account_mail_old_address_body({ url: baseUrl, link: `${baseUrl}/account` }, o)}\n${signOff(baseUrl, locale)}`,
  };
}

/**
 * Mails what a new address needs: the link to it (a few a day per address), word to the old one,
 * both in `locale` (the person's language). Nothing without mail.
 */
export async function mailEmailOutcome(deps: AppDeps, outcome: EmailOutcome, locale: Language): Promise<void> {
  if (outcome.kind !== 'confirm') return;
  const mail = joiningMail(deps);
  const base = deps.config.baseUrl;
  await mail.sendLimited(newAddressMail(outcome.to, `${base}/account/email/${outcome.secret}`, base, locale));
  await mail.send(oldAddressMail(outcome.from, base, locale));
}

export function resetMail(to: string, link: string, baseUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return {
    to,
    subject: m.reset_mail_subject({}, o),
    text: `${m.reset_mail_body({ url: baseUrl, link }, o)}\n${signOff(baseUrl, locale)}`,
  };
}
