// The kinds of notification a person can be sent, and where each arrives unless the person
// chose otherwise (notification_settings holds only their choices).
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export const notificationKinds = [
  'verification_requested',
  'catch_graded',
  'sign_up_waiting',
  'developer_application_waiting',
  'board_overtaken',
  'competition_published',
  'competition_results',
  'protest_on_entry',
  'competition_overtaken',
  'club_digest',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Email: none, each at once, or gathered into one mail a day or a week. */
export const emailChoices = ['off', 'instant', 'daily', 'weekly'] as const;
export type EmailChoice = (typeof emailChoices)[number];

export interface Channels {
  in_app: boolean;
  email: EmailChoice;
  /** Web Push to each browser or app the person turned it on in (push/). */
  push: boolean;
}

/** Every kind starts in the app only: mail and push are each person's own decision. */
export const defaultChannels: Channels = { in_app: true, email: 'off', push: false };

/**
 * The admins' weekly digest of the club (digest.ts) is a mail first: it starts as a weekly mail
 * and out of the app. It is made once a week, so any mail choice but `off` sends it when it is made.
 */
const digestChannels: Channels = { in_app: false, email: 'weekly', push: false };

/** Where `kind` arrives for someone who made no choice for it. */
export const defaultsOf = (kind: NotificationKind): Channels => ({ ...(kind === 'club_digest' ? digestChannels : defaultChannels) });

/** Kinds only admins are ever sent: the settings page shows them to admins alone. */
export const adminKinds: ReadonlySet<NotificationKind> = new Set<NotificationKind>([
  'sign_up_waiting',
  'developer_application_waiting',
  'club_digest',
]);

type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** What each kind is, in the reader's language (the settings page, the mails, the unsubscribe page). */
export const kindWords: Record<NotificationKind, Words> = {
  verification_requested: m.notify_kind_verification_requested,
  catch_graded: m.notify_kind_catch_graded,
  sign_up_waiting: m.notify_kind_sign_up_waiting,
  developer_application_waiting: m.notify_kind_developer_application_waiting,
  board_overtaken: m.notify_kind_board_overtaken,
  competition_published: m.notify_kind_competition_published,
  competition_results: m.notify_kind_competition_results,
  protest_on_entry: m.notify_kind_protest_on_entry,
  competition_overtaken: m.notify_kind_competition_overtaken,
  club_digest: m.notify_kind_club_digest,
};

export const describeKind = (kind: NotificationKind, locale: Language): string => kindWords[kind]({}, { locale });

/** What the API's documentation says of each kind (in English, as the whole OpenAPI document). */
export const kindDescriptions = Object.fromEntries(notificationKinds.map((kind) => [kind, describeKind(kind, 'en')])) as Record<
  NotificationKind,
  string
>;
