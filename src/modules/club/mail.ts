// Mails carry the club's name: "Welcome to catchd" becomes "Welcome to Cabo Spearfishing".
import type { MailMessage } from '../../lib/mailer';
import type { Store } from '../../db/store';
import { clubSettings, type ClubConfig } from './service';

/** `message` with the product's name in its subject replaced by the club's. */
export async function inClubName(db: Store, config: ClubConfig, message: MailMessage): Promise<MailMessage> {
  const { name } = await clubSettings(db, config);
  return { ...message, subject: message.subject.replace(/\bcatchd\b/g, name) };
}
