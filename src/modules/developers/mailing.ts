// The developer module's outgoing mail, shared by the API and the portal pages: which policy
// applies (mail changes it: applicants confirm their address) and how a mail goes out.
import type { AppDeps } from '../../app-deps';
import { smtpMailer, type MailMessage } from '../../lib/mailer';
import { developerPolicy, type DeveloperPolicy } from './service';

export interface DeveloperMail {
  policy: DeveloperPolicy;
  /** Mail goes after the change is stored; a failure is logged, never undoes it. */
  send: (message: MailMessage) => Promise<void>;
}

export function developerMail(deps: AppDeps): DeveloperMail {
  const mailer = deps.mailer ?? (deps.config.smtpUrl ? smtpMailer(deps.config.smtpUrl, deps.config.mailFrom) : null);
  return {
    policy: developerPolicy(deps.config, mailer !== null),
    async send(message: MailMessage): Promise<void> {
      try {
        await mailer?.send(message);
      } catch (error) {
        deps.log({ level: 'error', msg: 'mail not sent', subject: message.subject, error: String(error) });
      }
    },
  };
}
