// CSV as RFC 4180 has it, for downloads.

/** One CSV line (RFC 4180): fields with a quote, comma or line break are quoted. */
export function csvLine(fields: (string | number | null)[]): string {
  return `${fields
    .map((field) => {
      const text = field === null ? '' : String(field);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}
