// catchd's service worker (served at /sw.js by src/web/offline.tsx, which writes in the
// quoted placeholders). Pages: network first, always; only when the network does not answer,
// the page as last seen on this phone, marked with when it was fetched. Each person's pages
// live in their own cache, and any page for someone else (or for nobody: signed out), a 401 or
// a redirect to the sign-in page (the session is gone) drops them. The files of this build are kept at install; the species names for the type-ahead are
// kept on every fetch. The outbox (outbox.js) is sent from here on Background Sync. Web Push
// messages are shown as notifications, and a click opens their page of this site.
importScripts('__OUTBOX_URL__');

// This file runs as the service worker: its global scope (the WebWorker types call it a worker's).
declare const self: ServiceWorkerGlobalScope & typeof globalThis;
/** Background Sync's event (not in TypeScript's WebWorker types). */
type SyncEvent = ExtendableEvent & { tag: string };

const VERSION: string = '__VERSION__';
const SHELL_URLS = '__SHELL_URLS__' as unknown as string[];
const START_URL: string = '__START_URL__';
const SHELL = `catchd-shell-${VERSION}`;
const DATA = 'catchd-data';
const PAGES = 'catchd-pages-';
const SPECIES_NAMES = '/species/names';
const OFFLINE_PAGE = '/catches/offline';
/** Pages worth keeping for offline use: logging and my catches, boards, the verify queue, species and divers. */
const KEPT = /^\/(catches(\/.*)?|boards(\/.*)?|verify(\/.*)?|species(\/.*)?|divers\/.*)?$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.indexOf('catchd-shell-') === 0 && key !== SHELL).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Whose page this is, from `<html data-person>`: an id, '' (nobody signed in) or null (a page that knows nobody). */
function personOf(html: string): string | null {
  const match = /^(?:<!doctype html>)?\s*<html\b[^>]*\sdata-person="([^"]*)"/i.exec(html.slice(0, 300));
  return match ? match[1] : null;
}

/** Drops every person's pages but `person`'s. */
function forgetOthers(person: string): Promise<unknown> {
  return caches
    .keys()
    .then((keys) => Promise.all(keys.filter((key) => key.indexOf(PAGES) === 0 && key !== PAGES + person).map((key) => caches.delete(key))));
}

/** Whether the server says the session is gone: a 401, or a redirect that ended on the sign-in page. */
function sessionGone(response: Response): boolean {
  return response.status === 401 || (response.redirected && new URL(response.url).pathname === '/sign-in');
}

/** Keeps a page from the network under its person (after dropping anyone else's); a session gone drops everyone's. */
function keep(path: string, response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') || '';
  if (sessionGone(response)) return forgetOthers('');
  if (response.redirected || type.indexOf('text/html') !== 0) return Promise.resolve();
  return response.text().then((html) => {
    const person = personOf(html);
    if (person === null) return;
    return forgetOthers(person).then(() => {
      if (!person || response.status !== 200 || !KEPT.test(path.split('?')[0])) return;
      const headers = new Headers(response.headers);
      headers.set('x-catchd-fetched-at', new Date().toISOString());
      return caches.open(PAGES + person).then((cache) => cache.put(path, new Response(html, { status: 200, headers: headers })));
    });
  });
}

/** The page as last seen here, its <html> marked with when it was fetched (offline.js shows it). */
function lastSeen(url: URL): Promise<Response | null> {
  return caches
    .keys()
    .then((keys) => {
      const name = keys.filter((key) => key.indexOf(PAGES) === 0)[0];
      if (!name) return undefined;
      return caches
        .open(name)
        .then((cache) => cache.match(url.pathname + url.search).then((hit) => hit || cache.match(url.pathname, { ignoreSearch: true })));
    })
    .then((hit) => {
      if (!hit) return null;
      const fetchedAt = hit.headers.get('x-catchd-fetched-at') || '';
      return hit
        .text()
        .then((html) => new Response(html.replace(/<html\b/i, `<html data-cached-at="${fetchedAt}"`), { headers: hit.headers }));
    });
}

/**
 * The page for a page not kept here: the person's own, fetched with their pages in their
 * language (GET /catches/offline, offline.js asks for it, fetched again with them so a change
 * of language follows); this English one when none is kept yet.
 */
function offlinePage(): Promise<Response> {
  return caches
    .keys()
    .then((keys) => {
      const name = keys.filter((key) => key.indexOf(PAGES) === 0)[0];
      return name ? caches.open(name).then((cache) => cache.match(OFFLINE_PAGE)) : undefined;
    })
    .then((kept) => (kept ? kept.text().then((html) => new Response(html, { status: 503, headers: kept.headers })) : builtInOfflinePage()));
}

function builtInOfflinePage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline · catchd</title><link rel="stylesheet" href="${SHELL_URLS[0]}"></head><body><main id="main" class="narrow"><div class="card"><h1>No signal, and this page is not on this phone</h1><p>Pages you opened while signed in are kept here. <a href="${START_URL}">Log a catch</a>: it is saved on this phone and sent when you are back in reach.</p></div></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'self'" },
  });
}

function page(event: FetchEvent, url: URL): Promise<Response> {
  return fetch(event.request).then(
    (response) => {
      event.waitUntil(keep(url.pathname + url.search, response.clone()).catch(() => undefined));
      return response;
    },
    () => lastSeen(url).then((hit) => hit || offlinePage()),
  );
}

/**
 * A file of the pages: kept ones from the cache. Offline, a page kept before an update names the
 * files of the build before: it gets this build's file of the same name.
 */
function asset(request: Request, url: URL): Promise<Response> {
  const name = url.pathname.split('/').pop();
  return caches.match(request).then(
    (hit) =>
      hit ||
      fetch(request).catch(() => {
        const current = SHELL_URLS.filter((shellUrl) => shellUrl.split('/').pop() === name)[0];
        return current ? caches.match(current).then((kept) => kept || Response.error()) : Response.error();
      }),
  );
}

function networkFirst(request: Request, cacheName: string): Promise<Response> {
  return fetch(request).then(
    (response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(cacheName).then((cache) => cache.put(request.url, copy));
      }
      return response;
    },
    () => caches.match(request.url, { cacheName: cacheName }).then((hit) => hit || Response.error()),
  );
}

/** GET /species/names: each species' names, common name first, then the scientific one, then the rest. */
interface SpeciesNames {
  names: string[][];
}

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The type-ahead's answer from the kept species names: names starting with what was typed first, then names with a word that does. */
function suggestOffline(q: string): Promise<Response> {
  const key = fold(q.trim());
  return caches
    .match(SPECIES_NAMES, { cacheName: DATA })
    .then((hit): Promise<SpeciesNames> | SpeciesNames => (hit ? hit.json() : { names: [] }))
    .then((answer) => {
      const starts: { names: string[]; matched: string }[] = [];
      const words: { names: string[]; matched: string }[] = [];
      answer.names.forEach((names) => {
        const folded = names.map(fold);
        const whole = folded.findIndex((name) => name.indexOf(key) === 0);
        const word = whole >= 0 ? -1 : folded.findIndex((name) => name.split(/[^\p{L}\p{N}]+/u).some((w) => w.indexOf(key) === 0));
        if (whole >= 0) starts.push({ names: names, matched: names[whole] });
        else if (word >= 0) words.push({ names: names, matched: names[word] });
      });
      const data = starts
        .concat(words)
        .slice(0, 10)
        .map((hit) => ({ common_name: hit.names[0], scientific_name: hit.names[1], matched_name: { name: hit.matched } }));
      return new Response(JSON.stringify({ data: data }), { headers: { 'content-type': 'application/json' } });
    });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (url.pathname.indexOf('/assets/') === 0) event.respondWith(asset(request, url));
  else if (url.pathname === SPECIES_NAMES) event.respondWith(networkFirst(request, DATA));
  else if (url.pathname === '/species/suggest')
    event.respondWith(fetch(request).catch(() => suggestOffline(url.searchParams.get('q') || '')));
});

/**
 * The app shell of a signed-in person, fetched now so that it opens offline later (at most every
 * few minutes once every path was kept; a fetch that failed is tried again at the next page).
 */
let warmed: { person: string | null; at: number } = { person: null, at: 0 };
function warm(person: string, paths: string[]): Promise<void> {
  return caches.has(PAGES + person).then((kept) => {
    if (kept && warmed.person === person && Date.now() - warmed.at < 5 * 60 * 1000) return;
    return Promise.all(
      paths.map((path) =>
        fetch(path, { credentials: 'same-origin' })
          .then((response): Promise<boolean> | boolean => {
            if (sessionGone(response)) return forgetOthers('').then(() => false);
            if (!response.ok) return false;
            if (path !== SPECIES_NAMES) return keep(path, response).then(() => true);
            return caches.open(DATA).then((cache) => cache.put(path, response).then(() => true));
          })
          .catch(() => false),
      ),
    ).then((done) => {
      if (done.every(Boolean)) warmed = { person: person, at: Date.now() };
    });
  });
}

self.addEventListener('message', (event) => {
  const message: { type?: string; person?: string; paths?: string[] } = event.data || {};
  if (message.type === 'warm') event.waitUntil(warm(message.person!, message.paths!));
});

// Background Sync: the browser wakes the worker when the connection is back; a failed try is tried again later.
self.addEventListener('sync', (syncEvent) => {
  const event = syncEvent as SyncEvent;
  if (event.tag !== 'catchd-outbox') return;
  event.waitUntil(
    self.CatchdOutbox.flush().then((result) => {
      if (result.outcome === 'offline' || result.outcome === 'later') throw new Error('not sent yet');
    }),
  );
});

/** What a push carries (notifications/push/sending.ts): the notification's id, title, text and page. */
interface PushMessage {
  id?: string;
  title?: string;
  text?: string;
  path?: string;
}

/** A notification's page: a path of this origin only (anything else opens the list). */
function ownPath(path: unknown): string {
  return typeof path === 'string' && path[0] === '/' && path[1] !== '/' && path[1] !== '\\' ? path : '/notifications';
}

self.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = event.data ? (event.data.json() as PushMessage) : {};
  } catch (_error) {
    message = {};
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'catchd', {
      body: message.text || '',
      tag: message.id || undefined,
      icon: SHELL_URLS.filter((url) => /icon-192\.png$/.test(url))[0],
      data: { path: ownPath(message.path) },
    }),
  );
});

// A click opens the notification's page: in a window of this site when one is open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(ownPath((event.notification.data as { path?: unknown } | null)?.path), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows): Promise<unknown> => {
      const same = windows.filter((client) => client.url === url)[0];
      if (same) return same.focus();
      const ours = windows.filter((client) => new URL(client.url).origin === self.location.origin)[0];
      // navigate() refuses a window this worker does not control: then a new one opens.
      if (ours)
        return ours.navigate(url).then(
          (client) => (client || ours).focus(),
          () => self.clients.openWindow(url),
        );
      return self.clients.openWindow(url);
    }),
  );
});
