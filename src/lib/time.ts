// The API speaks ISO 8601 UTC with seconds and a Z; the database stores unix seconds.

export function toIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function toSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

const isoPattern =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** Parses an ISO 8601 date or date-time (an offset is required with a time); null if invalid. */
export function parseIsoSeconds(text: string): number | null {
  if (!isoPattern.test(text)) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  return Math.floor(ms / 1000);
}
