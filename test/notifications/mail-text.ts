// A received mail as its reader sees it: quoted-printable and RFC 2047 encoded words undone.

/** The body's quoted-printable undone (soft line breaks, UTF-8 bytes). */
export const readable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The Subject header, unfolded, its encoded words decoded. */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\r?\n[ \t]/g, ' ');
  return header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : readable(text.replace(/_/g, ' ')),
  );
}
