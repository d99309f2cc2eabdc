// The kinds of notification a person can be sent, and where each arrives unless the person
// chose otherwise (notification_settings holds only their choices).

export const notificationKinds = [
  'verification_requested',
  'catch_graded',
  'sign_up_waiting',
  'developer_application_waiting',
  'board_overtaken',
  'competition_published',
  'competition_results',
  'protest_on_entry',
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

/** What the settings page and the API say of each kind. */
export const kindDescriptions: Record<NotificationKind, string> = {
  verification_requested: 'A diver asks for a catch to be verified (verifiers and admins)',
  catch_graded: 'One of your catches is graded or refused',
  sign_up_waiting: 'A sign-up waits for approval (admins)',
  developer_application_waiting: 'A developer application waits for a decision (admins)',
  board_overtaken: 'Someone overtakes you in a leaderboard’s top 10',
  competition_published: 'A competition is published',
  competition_results: 'Provisional or final results of a competition you entered',
  protest_on_entry: 'A protest is filed against your competition entry',
};
