// A User-Agent header in plain words ("Firefox on Windows"), for a person's list of sessions.
// Only the broad families: enough to recognise one's own devices, never a fingerprint.

const browsers: [pattern: RegExp, name: string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const systems: [pattern: RegExp, name: string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (text: string, table: [RegExp, string][]): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and system families a User-Agent names (either may be unknown), for words in any language. */
export function deviceParts(userAgent: string | null): { browser: string | null; system: string | null } {
  return userAgent ? { browser: first(userAgent, browsers), system: first(userAgent, systems) } : { browser: null, system: null };
}

/** "Firefox on Windows", "Safari on iPhone", "Chrome", "an unknown device". */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'an unknown device';
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : 'an unknown browser');
}
