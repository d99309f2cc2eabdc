// Server-rendered pages: one inline stylesheet, no scripts, no outside assets, so they work
// offline and without JavaScript. Every page refuses to be framed (clickjacking).

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Marks text as already-safe HTML. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Tagged template that escapes every interpolated value unless it is Html (or an array of Html). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) out += part instanceof Html ? part.value : part == null || part === false ? '' : escapeHtml(String(part));
    out += strings[i + 1];
  });
  return new Html(out);
}

const styles = `
:root{color-scheme:light dark;--bg:#f4f7f9;--card:#fff;--text:#14212b;--muted:#4a5a66;--line:#c9d3da;--accent:#0b5cad;--accent-text:#fff;--danger:#a3261b;--focus:#f5a300}
@media (prefers-color-scheme:dark){:root{--bg:#0f1820;--card:#17232d;--text:#eef3f6;--muted:#b3c1cb;--line:#3a4a56;--accent:#5aa9f0;--accent-text:#08131c;--danger:#ff8a80}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:1rem}
main{width:100%;max-width:26rem;margin-top:6vh;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .25rem}
p{margin:.5rem 0}
.brand{font-weight:700;color:var(--muted);font-size:.9rem;letter-spacing:.04em;text-transform:uppercase;margin-bottom:1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=email],input[type=password]{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid var(--muted);border-radius:8px;background:var(--card);color:var(--text)}
button,.button{display:block;width:100%;text-align:center;font:inherit;font-weight:600;padding:.7rem 1rem;margin-top:1rem;border-radius:8px;border:1px solid var(--accent);background:var(--accent);color:var(--accent-text);cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:transparent;color:var(--text);border-color:var(--muted)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.actions{display:flex;gap:.75rem}
.actions button{flex:1}
.error{color:var(--danger);font-weight:600}
.muted{color:var(--muted);font-size:.9rem}
ul.scopes{padding-left:1.2rem}
ul.scopes li{margin:.35rem 0}
.divider{display:flex;align-items:center;gap:.5rem;color:var(--muted);margin:1.25rem 0 0}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid var(--line)}
`;

/** Headers every page carries: not frameable, no outside resources, never cached. */
export const pageSecurityHeaders: Record<string, string> = {
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export function page(title: string, body: Html, options: { status?: number; headers?: HeadersInit } = {}): Response {
  const document = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · catchd</title><style>${new Html(styles)}</style></head>
<body><main><div class="brand">catchd</div>${body}</main></body></html>`;
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(pageSecurityHeaders)) headers.set(name, value);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(document.value, { status: options.status ?? 200, headers });
}

export function errorPage(status: number, title: string, message: string): Response {
  return page(title, html`<h1>${title}</h1><p class="error" role="alert">${message}</p>`, { status });
}

/** A 303 See Other (after a form POST) or 302 redirect with extra headers. */
export function redirect(location: string, status: 302 | 303 = 303, headers: HeadersInit = {}): Response {
  const result = new Headers(headers);
  result.set('location', location);
  result.set('cache-control', 'no-store');
  return new Response(null, { status, headers: result });
}
