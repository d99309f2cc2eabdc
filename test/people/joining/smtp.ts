// A real SMTP receiver on 127.0.0.1 for the joining tests: catchd sends through nodemailer,
// the test reads what arrived.
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

export const inbox: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
// Shared by every test file of the run (a module loads once): never closed, never keeping the process alive.
smtp.server.unref();

export const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`;

/** Quoted-printable soft line breaks joined, `=3D` decoded: the text as written. */
export const plain = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The mails to `address` (sign-up mails go out without the page waiting for them: this waits). */
export async function mailsTo(address: string, count = 1, timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = inbox.filter((m) => m.to.includes(address)).map((m) => plain(m.raw));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await Bun.sleep(20);
  }
}

/** The first link to this server in a mail. */
export function linkIn(mail: string, base = 'http://catchd.test'): string {
  const match = new RegExp(`${base.replace(/[.]/g, '\\.')}(/\\S+)`).exec(mail);
  if (!match) throw new Error(`no link in: ${mail}`);
  return match[1]!;
}
