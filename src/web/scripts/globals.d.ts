// What the browser scripts share, declared once for both of their tsconfigs: the phone's outbox
// (outbox.ts), which the pages (offline.ts) and the service worker (sw.ts) use as self.CatchdOutbox,
// and the WebAuthn library passkeys.ts uses.

/** A field's refusal, as the API's problem+json lists them (`field: 'form'` for the whole catch). */
interface FieldError {
  field: string;
  message: string;
  /** The refusal as the page says it, in the person's language (the catch pages add it; the API's `message` stays English). */
  sentence?: string;
}

/** A catch saved on this phone: waiting to be sent, refused (kept for fixing) or sent with a refused photo. */
interface OutboxItem {
  /** Also the idempotency key the catch is sent with. */
  key: string;
  person: string;
  /** The log-a-catch form's fields. */
  fields: Record<string, string>;
  photos: File[];
  savedAt: number;
  state: 'waiting' | 'refused' | 'sent';
  catchId: string | null;
  photosSent: number;
  errors: FieldError[];
}

/** How a try to send went: `sent` holds the catch id of each item sent, by its key. */
interface OutboxResult {
  outcome: 'empty' | 'done' | 'sign-in' | 'later' | 'offline' | 'busy';
  sent: Record<string, string>;
}

/** What the outbox posts on its BroadcastChannel ('catchd-outbox'). */
type OutboxMessage = { type: 'changed' } | { type: 'tried'; outcome: OutboxResult['outcome']; sent: OutboxResult['sent'] };

interface Outbox {
  list(person: string): Promise<OutboxItem[]>;
  add(person: string, fields: Record<string, string>, photos: File[]): Promise<OutboxItem>;
  fix(key: string, fields: Record<string, string>): Promise<OutboxItem | null>;
  discard(key: string): Promise<void>;
  discardAll(person: string): Promise<void>;
  flush(): Promise<OutboxResult>;
  forgetPages(): Promise<unknown>;
}

interface Window {
  CatchdOutbox: Outbox;
  /** @simplewebauthn/browser's one-file bundle (webauthn.js), on the pages with passkeys. */
  SimpleWebAuthnBrowser?: typeof import('@simplewebauthn/browser');
}

interface WorkerGlobalScope {
  CatchdOutbox: Outbox;
}
