// CSV as RFC 4180 has it, for downloads.

/**
 * A text cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * carriage return) gets a leading ' (OWASP's "CSV injection" rule). Numbers are numbers, so a
 * negative coordinate stays one.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV line (RFC 4180): fields with a quote, comma or line break are quoted. */
export function csvLine(fields: (string | number | null)[]): string {
  return `${fields
    .map((field) => {
      const text = field === null ? '' : typeof field === 'number' ? String(field) : formulaStart.test(field) ? `'${field}` : field;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}
