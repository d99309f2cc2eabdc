// What a redirect after a form says it did: a code in `?done=`, shown as the text this map
// gives it. Never free text from the address: a crafted link must not put words of its own
// in an official-looking notice, so an unknown code shows nothing.
export const notices = {
  saved: 'Saved.',
  applied: 'Thank you: your application is in.',
  'application-approved': 'The application is approved.',
  'application-declined': 'The application is declined.',
  'key-revoked': 'The key is revoked.',
  'app-saved': 'The app is saved.',
  'app-deleted': 'The app is deleted.',
  'app-revoked': 'Revoked: the app’s tokens no longer work.',
  'endpoint-deleted': 'The endpoint is deleted.',
  'delivery-queued': 'Queued again.',
  'test-sent': 'A test event is on its way.',
  'secret-rotated': 'The secret is rotated.',
  enabled: 'Enabled.',
  disabled: 'Disabled.',
  'person-added': 'The person is added.',
  'role-changed': 'Role changed.',
  welcome: 'Welcome to catchd!',
  'setup-done': 'You are the administrator now. Invite people below.',
  invited: 'The invitation is on its way.',
  'invitation-resent': 'The invitation is sent again, with a new link.',
  'invitation-revoked': 'The invitation is revoked: its link no longer works.',
  'sign-up-approved': 'The sign-up is approved: the person can sign in.',
  'sign-up-declined': 'The sign-up is declined.',
  'email-confirm-sent': 'Almost done: open the link we mailed to the new address. Until then your address stays as it was.',
  'email-changed': 'Your email address is changed.',
  'password-changed': 'Your password is changed; every other session is signed out.',
  'session-ended': 'That session is signed out.',
  'sessions-ended': 'Every other session is signed out.',
  'passkey-added': 'The passkey is added: sign in with it next time, no password needed.',
  'passkey-renamed': 'The passkey is renamed.',
  'passkey-removed': 'The passkey is removed: it no longer signs you in.',
  'second-factor-reset': 'The second factor is reset: the person is signed out everywhere and can set up a new one.',
  'graded-gold': 'Graded gold.',
  'graded-silver': 'Graded silver.',
  'graded-bronze': 'Graded bronze.',
  'grade-refused': 'Refused: the catch is unverified.',
  'account-deleted': 'Your account is deleted. Thank you for diving with us.',
  'second-factor-removed': 'The authenticator app is removed; every other session is signed out.',
} as const;

export type NoticeCode = keyof typeof notices;

/** Where a form's redirect goes: `path` with the notice to show there. */
export function done(path: string, code: NoticeCode): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${code}`;
}

/** The notice a request's `?done=` code names, or null (none, or a code this map does not know). */
export function noticeOf(request: Request): string | null {
  const code = new URL(request.url).searchParams.get('done');
  return code !== null && Object.hasOwn(notices, code) ? notices[code as NoticeCode] : null;
}
