// The pages' side of working offline (after outbox.js): registers the service worker and asks
// it to keep the signed-in person's app shell; says when the phone is offline or a page is as
// last seen. The log-a-catch form saves into the outbox first, then sends: with no signal the
// catch waits ("saved on this phone, N waiting to send"; a phone may say it is online with no
// data getting through, so nothing here trusts navigator.onLine to decide). The outbox is sent
// when the connection is back (online, focus, retries, Background Sync); refused catches are
// shown for fixing. Signing out asks before it discards anything waiting and drops this
// person's kept pages. Without IndexedDB the form is posted as it is, as without JavaScript.

/** A field of the log-a-catch form, as this file reads and fills them. */
type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A text of the page's words, `{name}` filled from `values`; `count` picks the plural form. */
type Say = (name: string, values?: Record<string, string | number>, count?: number) => string;

(() => {
  const outbox = window.CatchdOutbox;
  const root = document.documentElement;
  /** Whose page this is: an id, '' (nobody signed in) or null (a page that knows nobody). */
  const person = root.getAttribute('data-person');
  const cachedAt = root.getAttribute('data-cached-at');
  const $ = <E extends Element = HTMLElement>(selector: string, within?: ParentNode | null): E | null =>
    (within || document).querySelector<E>(selector);
  const $$ = <E extends Element = HTMLElement>(selector: string, within?: ParentNode | null): E[] =>
    Array.prototype.slice.call((within || document).querySelectorAll<E>(selector));
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('catchd-outbox') : null;
  let signInNeeded = false;
  /** The page's language: every word this script shows is the page's (src/web/offline.tsx renders them). */
  const lang = root.lang || 'en';

  /**
   * The words in the `<template id>` the server rendered in the page's language: one
   * `data-word` each, a counted one in each plural form (`data-plural`), picked here by
   * Intl.PluralRules as Paraglide picks them on the server.
   */
  function wordsIn(id: string): Say {
    const template = document.getElementById(id) as HTMLTemplateElement | null;
    const spans: Element[] = template ? Array.prototype.slice.call(template.content.querySelectorAll('[data-word]')) : [];
    const plurals = new Intl.PluralRules(lang);
    return (name, values, count) => {
      const form = count === undefined ? null : plurals.select(count);
      const named = spans.filter((span) => span.getAttribute('data-word') === name);
      // A form the server did not render (French "many" is for millions) is said as "other", as Paraglide's `*`.
      const of = (wanted: string | null) => named.filter((one) => wanted === null || one.getAttribute('data-plural') === wanted)[0];
      const span = of(form) || of('other') || named[0];
      let text = span ? span.textContent || '' : '';
      const all: Record<string, string | number> = values || {};
      if (count !== undefined) all.count = count;
      Object.keys(all).forEach((key) => {
        text = text.split(`{${key}}`).join(String(all[key]));
      });
      return text;
    };
  }
  const say = wordsIn('offline-words');
  /** The reader's zone, for the time a kept page was fetched. */
  const readerZone = document.getElementById('offline-words')?.getAttribute('data-zone') || 'UTC';

  /**
   * A moment on `zone`'s clock, the zone named, as the pages write times (formatTime of
   * src/web/components.tsx): English year first ("2026-12-07 08:27 Europe/Madrid"), every
   * other language in its own date order with a 24-hour clock.
   */
  function timeIn(at: Date, zone: string): string {
    try {
      if (lang === 'en') {
        const part: Record<string, string> = {};
        new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
        })
          .formatToParts(at)
          .forEach((p) => {
            part[p.type] = p.value;
          });
        return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${zone}`;
      }
      const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: zone });
      return `${format.format(at)} ${zone}`;
    } catch (_error) {
      return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`; // a zone this browser does not know
    }
  }

  // The service worker, and this person's app shell kept for offline use (fetched by the worker, fresh).
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (person && !cachedAt && navigator.onLine)
      navigator.serviceWorker.ready.then((registration) => {
        // '/catches/offline': what the worker shows for a page not kept, in this person's language.
        const paths = ['/catches/new', '/catches', '/catches/offline', '/species/names'];
        ['/boards', '/verify'].forEach((path) => {
          if ($(`nav a[href="${path}"]`)) paths.push(path);
        });
        registration.active?.postMessage({ type: 'warm', person: person, paths: paths });
      });
  }

  /** When a kept page was fetched, on the reader's clock. */
  function when(iso: string): string {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : timeIn(date, readerZone);
  }

  // Offline, or a page as last seen: said at the top of the page.
  const main = $('#main');
  const banner = document.createElement('p');
  banner.className = 'offline-banner';
  banner.setAttribute('role', 'status');
  banner.hidden = true;
  if (main) main.prepend(banner);
  /** Whether the server answered the last try (null: no try yet); navigator.onLine alone is not to be trusted. */
  let reached: boolean | null = null;
  function showConnection() {
    if (cachedAt && reached) banner.textContent = say('back', { time: when(cachedAt) });
    else if (cachedAt) banner.textContent = say('stale', { time: when(cachedAt) });
    else if (!navigator.onLine) banner.textContent = say('offline');
    // A page without the words (nobody signed in, or kept before they were there) says nothing.
    banner.hidden = (!cachedAt && navigator.onLine) || !banner.textContent;
  }
  showConnection();

  if (!outbox || !person || !window.indexedDB) return;

  const form = $<HTMLFormElement>('form[data-upload]');
  const sayOutbox = wordsIn('outbox-words');
  const formStatus = form ? $('[data-upload-status]', form) : null;
  /** The key of the refused catch being fixed in the form, if any. */
  let fixing: string | null = null;
  /** Whether the diver set "caught at" (else it is the moment of saving: the page may have been open for hours). */
  let timeChosen = false;
  if (form)
    (form.elements.namedItem('caught_at') as FormField).addEventListener('input', () => {
      timeChosen = true;
    });

  /** A time typed in the form (the wall clock of the catch's zone), as the pages show it, the zone named. */
  function caughtAt(local: string, zone: string): string {
    const wall = new Date(`${local.slice(0, 16)}:00Z`);
    if (Number.isNaN(wall.getTime())) return local;
    return zone ? timeIn(wall, 'UTC').replace(/ UTC$/, ` ${zone}`) : timeIn(wall, 'UTC');
  }

  function describe(item: OutboxItem): string {
    const f = item.fields;
    const parts = [f.species || sayOutbox('unnamed')];
    if (f.weight) parts.push(`${f.weight} ${f.weight_unit || ''}`.trim());
    if (f.caught_at) parts.push(sayOutbox('caught', { time: caughtAt(f.caught_at, f.time_zone || '') }));
    if (item.photos.length > 0) parts.push(sayOutbox('photos', {}, item.photos.length));
    return parts.join(', ');
  }

  function button(text: string, onClick: () => unknown): HTMLButtonElement {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'secondary';
    b.textContent = text;
    b.addEventListener('click', onClick);
    return b;
  }

  /** A refusal as the page says it: the server's sentence in the page's language (a catch refused before it sent one: the API's words). */
  const sentence = (error: FieldError): string => error.sentence || error.message;

  /** The form's field an API field names (the form has one weight and one depth box, each with a unit). */
  function formField(name: string): string {
    const names: Record<string, string> = {
      weight_kg: 'weight',
      weight_lbs: 'weight',
      depth_m: 'depth',
      depth_ft: 'depth',
      'location.lat': 'lat',
      'location.lon': 'lon',
    };
    return names[name] || name;
  }

  /** A field's label text, for the outbox's list ("Species: This must not be empty."). */
  function labelOf(name: string): string {
    const field = form?.elements.namedItem(formField(name)) as FormField | null | undefined;
    const label = field?.id ? document.querySelector(`label[for="${field.id}"]`) : null;
    return label ? label.textContent!.trim() : '';
  }

  function errorList(item: OutboxItem): HTMLUListElement {
    const ul = document.createElement('ul');
    ul.className = 'error';
    item.errors.forEach((error) => {
      const li = document.createElement('li');
      const label = error.field === 'form' ? '' : labelOf(error.field);
      li.textContent = label ? `${label}: ${sentence(error)}` : sentence(error);
      ul.appendChild(li);
    });
    return ul;
  }

  /** Each refusal beside its field (aria-invalid, described by the message); the old ones cleared first. */
  function showAtFields(errors: FieldError[]): void {
    $$('.field-problem[data-outbox-problem]', form).forEach((p) => {
      p.remove();
    });
    $$('[aria-invalid="true"]', form).forEach((field) => {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    });
    errors.forEach((error) => {
      const field = form!.elements.namedItem(formField(error.field)) as FormField | null;
      if (!field?.id || field.type === 'hidden') return;
      const id = `${field.id}-problem`;
      let problem = document.getElementById(id);
      if (!problem) {
        problem = document.createElement('p');
        problem.className = 'error field-problem';
        problem.id = id;
        problem.setAttribute('data-outbox-problem', '');
        field.insertAdjacentElement('afterend', problem);
      }
      problem.textContent = `${problem.textContent} ${sentence(error)}`.trim();
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', id);
    });
  }

  /** Catches this page saw sent that it did not open itself (key → id): each said once, with a link to it. */
  const arrived: Record<string, string> = {};
  function noteSent(sent: OutboxResult['sent'] | undefined): void {
    Object.keys(sent || {}).forEach((key) => {
      if (key !== opening) arrived[key] = sent![key];
    });
  }

  /** The outbox on this page: how many wait, each catch (refused ones with what to fix), and those that arrived. */
  function render(): Promise<void> {
    const panel = $('[data-outbox]');
    return outbox.list(person!).then((items) => {
      const sentIds = Object.keys(arrived).map((key) => arrived[key]);
      const waiting = items.filter((item) => item.state === 'waiting').length;
      let summary = waiting === 0 ? '' : sayOutbox('waiting-count', {}, waiting);
      if (waiting > 0 && signInNeeded) summary += ` ${sayOutbox('sign-in-to-send')}`;
      if (formStatus && !fixing) formStatus.textContent = summary;
      if (!panel) return;
      panel.hidden = items.length === 0 && sentIds.length === 0;
      $('[data-outbox-status]', panel)!.textContent = summary;
      const list = $('[data-outbox-list]', panel)!;
      list.textContent = '';
      sentIds.forEach((id) => {
        const li = document.createElement('li');
        li.className = 'outbox-item sent-ok';
        const strong = document.createElement('strong');
        strong.textContent = `${sayOutbox('sent-saved')} `;
        const link = document.createElement('a');
        link.href = `/catches/${id}?done=saved`;
        link.textContent = sayOutbox('open-catch');
        li.append(strong, link);
        list.appendChild(li);
      });
      items.forEach((item) => {
        const li = document.createElement('li');
        li.className = `outbox-item ${item.state}`;
        const text = document.createElement('p');
        const strong = document.createElement('strong');
        strong.textContent = `${sayOutbox(item.state)}: `;
        text.append(strong, describe(item));
        li.appendChild(text);
        if (item.errors.length > 0) li.appendChild(errorList(item));
        const actions = document.createElement('div');
        actions.className = 'actions';
        if (item.state === 'refused' && form) actions.appendChild(button(sayOutbox('fix'), () => startFixing(item)));
        if (item.state === 'refused' && !form) {
          const link = document.createElement('a');
          link.href = '/catches/new';
          link.textContent = sayOutbox('fix-elsewhere');
          actions.appendChild(link);
        }
        if (item.state !== 'waiting')
          actions.appendChild(button(sayOutbox(item.state === 'sent' ? 'dismiss' : 'discard'), () => outbox.discard(item.key)));
        if (actions.childNodes.length > 0) li.appendChild(actions);
        list.appendChild(li);
      });
      if (signInNeeded && waiting > 0) {
        const again = document.createElement('li');
        const signIn = document.createElement('a');
        signIn.href = `/sign-in?return_to=${encodeURIComponent(location.pathname)}`;
        signIn.textContent = sayOutbox('sign-in-again');
        again.appendChild(signIn);
        list.appendChild(again);
      }
    });
  }

  // A try that found no connection (or a busy server) is tried again soon, then less and less often.
  let retry: ReturnType<typeof setTimeout> | undefined;
  let backoff = 2000;
  /** How soon a catch just saved is tried again when another sender had the outbox. */
  const busyRetryMs = 500;
  function send(): void {
    if (!navigator.onLine) return;
    clearTimeout(retry);
    outbox.flush().then(
      (result) => {
        if (openIfSent(result.sent)) return;
        noteSent(result.sent);
        if (result.outcome === 'offline' || result.outcome === 'later') {
          retry = setTimeout(send, backoff);
          backoff = Math.min(backoff * 2, 60000);
        } else backoff = 2000;
        return render();
      },
      () => undefined,
    );
  }

  /**
   * The catch this page saved, to open once it is sent: by this page, or by the service worker's
   * Background Sync, which may take the outbox first (full Chromium fires it at once), and then
   * says what it sent on the channel.
   */
  let opening: string | null = null;
  function openIfSent(sent: OutboxResult['sent'] | undefined): boolean {
    const id = opening && sent ? sent[opening] : undefined;
    if (!id) return false;
    opening = null;
    location.assign(`/catches/${id}?done=saved`);
    return true;
  }

  if (channel)
    channel.onmessage = (event: MessageEvent<OutboxMessage | null>) => {
      const message = event.data || ({} as Partial<OutboxMessage>);
      if (message.type === 'tried' && openIfSent(message.sent)) return;
      if (message.type === 'tried') {
        noteSent(message.sent);
        signInNeeded = message.outcome === 'sign-in';
        reached = message.outcome !== 'offline';
        showConnection();
      }
      render();
    };

  /** The phone's IANA time zone (e.g. Europe/Madrid), or '' where the browser names none. */
  const phoneZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || '';
  const nowLocal = (now: Date): string => new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 16);

  /** Where the phone is, if the diver has allowed this site to know (never a new prompt on saving). */
  function position(): Promise<GeolocationCoordinates | null> {
    if (!navigator.geolocation || !navigator.permissions) return Promise.resolve(null);
    return navigator.permissions.query({ name: 'geolocation' }).then(
      (permission) =>
        permission.state !== 'granted'
          ? null
          : new Promise<GeolocationCoordinates | null>((resolve) => {
              navigator.geolocation.getCurrentPosition(
                (found) => resolve(found.coords),
                () => resolve(null),
                { enableHighAccuracy: true, timeout: 10000, maximumAge: 60000 },
              );
            }),
      () => null,
    );
  }

  /** The form as the outbox keeps it: its text fields, and its photos. */
  function formContents(): { fields: Record<string, string>; photos: File[] } {
    const fields: Record<string, string> = {};
    const photos: File[] = [];
    new FormData(form!).forEach((value, name) => {
      if (name === 'csrf_token' || name === 'idempotency_key') return;
      if (typeof value === 'string') fields[name] = value;
      else if (value.size > 0) photos.push(value);
    });
    return { fields: fields, photos: photos };
  }

  /** The form's field of that name (one the log-a-catch form always has). */
  const fieldNamed = (name: string): FormField => form!.elements.namedItem(name) as FormField;

  function resetForm(message: string): Promise<void> {
    fixing = null;
    timeChosen = false;
    form!.reset();
    const now = new Date();
    fieldNamed('caught_at').value = nowLocal(now);
    fieldNamed('tz_offset').value = String(-now.getTimezoneOffset());
    fieldNamed('time_zone').value = phoneZone() || fieldNamed('time_zone').value;
    form!.querySelectorAll('.hint[aria-live]').forEach((hint) => {
      hint.textContent = '';
    });
    showAtFields([]);
    return render().then(() => {
      if (message && formStatus) formStatus.textContent = `${message} ${formStatus.textContent}`;
    });
  }

  /** The catch goes into the outbox, at the time and zone of this moment, with the position if the diver allows it; then it is sent. */
  function saveOnPhone(): Promise<void> {
    const contents = formContents();
    const fields = contents.fields;
    const now = new Date();
    if (!fields.caught_at || !timeChosen) fields.caught_at = nowLocal(now);
    fields.tz_offset = String(-now.getTimezoneOffset());
    // The phone's zone, where the fish was taken: its time is shown in that zone.
    fields.time_zone = phoneZone() || fields.time_zone;
    formStatus!.textContent = sayOutbox('saving');
    const located = fields.lat || fields.lon ? Promise.resolve(null) : position();
    return located
      .then((coords) => {
        if (coords) {
          fields.lat = String(Math.round(coords.latitude * 1e5) / 1e5);
          fields.lon = String(Math.round(coords.longitude * 1e5) / 1e5);
        }
        return outbox.add(person!, fields, contents.photos);
      })
      .then((item) => {
        opening = item.key; // before the worker may send it
        navigator.serviceWorker?.ready
          .then((registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) =>
            registration.sync?.register('catchd-outbox'),
          )
          .catch(() => undefined);
        return resetForm(sayOutbox('saved')).then(() => sendNow(item.key));
      });
  }

  /**
   * Sends at once: a catch that arrives is opened, a refused one comes back into the form, one
   * with no signal waits. While another sender has the outbox ('busy'), its word on the channel
   * opens the catch; a try follows soon in case it had started before this catch was saved.
   */
  function sendNow(key: string): Promise<void> {
    clearTimeout(retry);
    opening = key;
    return outbox.flush().then((result) => {
      if (openIfSent(result.sent)) return;
      if (result.outcome === 'busy') retry = setTimeout(send, busyRetryMs);
      if (result.outcome === 'offline' || result.outcome === 'later') retry = setTimeout(send, backoff);
      return outbox.list(person!).then((items) => {
        const refused = items.filter((item) => item.key === key && item.state === 'refused')[0];
        return render().then(() => {
          if (refused) startFixing(refused);
        });
      });
    });
  }

  function startFixing(item: OutboxItem): void {
    fixing = item.key;
    timeChosen = true;
    Object.keys(item.fields).forEach((name) => {
      const field = form!.elements.namedItem(name) as FormField | null;
      if (field && field.type !== 'file' && field.type !== 'hidden') field.value = item.fields[name];
    });
    formStatus!.textContent = sayOutbox('fixing');
    showAtFields(item.errors);
    const first = item.errors[0] && (form!.elements.namedItem(formField(item.errors[0].field)) as FormField | null);
    (first?.focus ? first : fieldNamed('species')).focus();
  }

  function saveFix(): Promise<void> {
    const key = fixing!;
    const fields = formContents().fields;
    return outbox.fix(key, fields).then(() => resetForm(sayOutbox('saved')).then(() => sendNow(key)));
  }

  if (form)
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const saving = fixing ? saveFix() : saveOnPhone();
      saving.catch(() => {
        // This browser keeps nothing (IndexedDB refused): the form goes as it would without JavaScript.
        if (!fixing) form.submit();
      });
    });

  // Signing out: asks before discarding what waits, then forgets this person's outbox and kept pages.
  document.addEventListener(
    'submit',
    (event) => {
      const signOut = event.target as HTMLFormElement;
      if (signOut.getAttribute('action') !== '/sign-out') return;
      event.preventDefault();
      outbox
        .list(person)
        .then((items) => {
          const unsent = items.filter((item) => item.state !== 'sent').length;
          if (unsent > 0 && !window.confirm(say('sign-out', {}, unsent))) return;
          return Promise.all([outbox.discardAll(person), outbox.forgetPages()]).then(() => signOut.submit());
        })
        .catch(() => signOut.submit()); // nothing kept to ask about (this browser keeps no IndexedDB)
    },
    true,
  );

  window.addEventListener('online', () => {
    showConnection();
    backoff = 2000;
    send();
  });
  window.addEventListener('offline', showConnection);
  window.addEventListener('focus', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
  setInterval(send, 60000);
  render().then(send);
})();
