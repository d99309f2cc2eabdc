// What a redirect after a form says it did: a code in `?done=`, shown as the message this map
// gives it, in the page's language. Never free text from the address: a crafted link must not
// put words of its own in an official-looking notice, so an unknown code shows nothing.
import { sourceLanguage, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

export const notices = {
  saved: m.notice_saved,
  applied: m.notice_applied,
  'application-approved': m.notice_application_approved,
  'application-declined': m.notice_application_declined,
  'key-revoked': m.notice_key_revoked,
  'app-saved': m.notice_app_saved,
  'app-deleted': m.notice_app_deleted,
  'app-revoked': m.notice_app_revoked,
  'endpoint-deleted': m.notice_endpoint_deleted,
  'delivery-queued': m.notice_delivery_queued,
  'test-sent': m.notice_test_sent,
  'secret-rotated': m.notice_secret_rotated,
  enabled: m.notice_enabled,
  disabled: m.notice_disabled,
  'person-added': m.notice_person_added,
  'role-changed': m.notice_role_changed,
  welcome: m.notice_welcome,
  'setup-done': m.notice_setup_done,
  invited: m.notice_invited,
  'invitation-resent': m.notice_invitation_resent,
  'invitation-revoked': m.notice_invitation_revoked,
  'sign-up-approved': m.notice_sign_up_approved,
  'sign-up-declined': m.notice_sign_up_declined,
  'email-confirm-sent': m.notice_email_confirm_sent,
  'email-changed': m.notice_email_changed,
  'password-changed': m.notice_password_changed,
  'session-ended': m.notice_session_ended,
  'sessions-ended': m.notice_sessions_ended,
  'passkey-added': m.notice_passkey_added,
  'passkey-renamed': m.notice_passkey_renamed,
  'passkey-removed': m.notice_passkey_removed,
  'second-factor-reset': m.notice_second_factor_reset,
  'graded-gold': m.notice_graded_gold,
  'graded-silver': m.notice_graded_silver,
  'graded-bronze': m.notice_graded_bronze,
  'grade-refused': m.notice_grade_refused,
  'account-deleted': m.notice_account_deleted,
  'second-factor-removed': m.notice_second_factor_removed,
} satisfies Record<string, (inputs: Record<string, never>, options: { locale: Language }) => string>;

export type NoticeCode = keyof typeof notices;

/** A notice's words in `locale` (pages not yet converted to messages leave it English). */
export function noticeText(code: NoticeCode, locale: Language = sourceLanguage): string {
  return notices[code]({}, { locale });
}

/** Where a form's redirect goes: `path` with the notice to show there. */
export function done(path: string, code: NoticeCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${code}`;
}

/** The notice a request's `?done=` code names, or null (none, or a code this map does not know). */
export function noticeOf(request: Request, locale: Language = sourceLanguage): string | null {
  const code = new URL(request.url).searchParams.get('done');
  return code !== null && Object.hasOwn(notices, code) ? noticeText(code as NoticeCode, locale) : null;
}
