// Mail about a new email address: the link to the new address, and word to the old one.
// Fixed words and the club's address only (see joining/mail.ts).
import type { AppDeps } from '../../../app-deps';
import type { MailMessage } from '../../../lib/mailer';
import { joiningMail, signOff } from '../joining/mail';
import type { EmailOutcome } from './service';

function newAddressMail(to: string, link: string, baseUrl: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new email address for catchd',
    text:
      `Someone asked to use this address for their account at catchd at ${baseUrl}.\n\n` +
      `If it was you, open this link within 24 hours to confirm it:\n\n${link}\n\n` +
      `If it was not you, ignore this mail: nothing changes without the link.\n${signOff(baseUrl)}`,
  };
}

function oldAddressMail(to: string, baseUrl: string): MailMessage {
  return {
    to,
    subject: 'Your catchd email address is being changed',
    text:
      `Someone signed in to your account at catchd at ${baseUrl} asked to change its email address.\n\n` +
      'This address stays until the new one is confirmed by the link mailed to it. If it was not you, ' +
      `sign in, change your password (that signs out everyone else) and put your address back:\n\n${baseUrl}/account\n${signOff(baseUrl)}`,
  };
}

/** Mails what a new address needs: the link to it (a few a day per address), word to the old one. Nothing without mail. */
export async function mailEmailOutcome(deps: AppDeps, outcome: EmailOutcome): Promise<void> {
  if (outcome.kind !== 'confirm') return;
  const mail = joiningMail(deps);
  const base = deps.config.baseUrl;
  await mail.sendLimited(newAddressMail(outcome.to, `${base}/account/email/${outcome.secret}`, base));
  await mail.send(oldAddressMail(outcome.from, base));
}

export function resetMail(to: string, link: string, baseUrl: string): MailMessage {
  return {
    to,
    subject: 'Set a new catchd password',
    text:
      `Someone asked to set a new password for this address's account at catchd at ${baseUrl}.\n\n` +
      `If it was you, open this link within an hour. It works once:\n\n${link}\n\n` +
      `If it was not you, ignore this mail: your password stays as it is.\n${signOff(baseUrl)}`,
  };
}
