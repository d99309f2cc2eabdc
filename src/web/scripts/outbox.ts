// The phone's outbox: catches logged without signal, kept in IndexedDB with their photos and
// their own idempotency key until the server has each one. Loaded by the pages (offline.js
// shows it) and by the service worker (sw.js sends from it on Background Sync); a Web Lock lets
// one of them send at a time. Sending: the catch (the log-a-catch form's fields, the item's key
// as idempotency_key: a resend after a lost answer replays the first one), then each photo (the
// server keeps the same bytes once per catch). 422 keeps the catch for fixing; 401 keeps all.

/** What GET /catches/outbox tells the sender: who is signed in, and the token its posts carry. */
interface OutboxSession {
  person: string;
  csrf_token: string;
}

/** How sending one item went. */
type SendOutcome = 'sent' | 'refused' | 'sign-in' | 'later';

(() => {
  const DB_NAME = 'catchd-outbox';
  const STORE = 'catches';
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('catchd-outbox') : null;

  function openDb(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(request.error);
      };
    });
  }

  /** One IndexedDB transaction; resolves with the request's result once it committed. */
  function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | null): Promise<T | undefined> {
    return openDb().then(
      (db) =>
        new Promise((resolve, reject) => {
          const tx = db.transaction(STORE, mode);
          const request = work(tx.objectStore(STORE));
          tx.oncomplete = () => {
            db.close();
            resolve(request ? request.result : undefined);
          };
          tx.onerror = tx.onabort = () => {
            db.close();
            reject(tx.error);
          };
        }),
    );
  }

  const all = () => transact('readonly', (store) => store.getAll()) as Promise<OutboxItem[]>;
  const put = (item: OutboxItem) => transact('readwrite', (store) => store.put(item));
  const remove = (key: string) => transact('readwrite', (store) => store.delete(key));

  /** Tells every open page (this one too: its own channel object hears it) that the outbox changed, or how the last try went. */
  function announce(message: OutboxMessage): void {
    if (channel) channel.postMessage(message);
  }

  /** The items of one person, oldest first. */
  function list(person: string): Promise<OutboxItem[]> {
    return all().then((items) => items.filter((item) => item.person === person).sort((a, b) => a.savedAt - b.savedAt));
  }

  /** Saves a catch for `person`: its form fields (strings) and its photos (Files). */
  function add(person: string, fields: Record<string, string>, photos: File[]): Promise<OutboxItem> {
    const item: OutboxItem = {
      key: crypto.randomUUID(),
      person: person,
      fields: fields,
      photos: photos,
      savedAt: Date.now(),
      state: 'waiting',
      catchId: null,
      photosSent: 0,
      errors: [],
    };
    return put(item).then(() => {
      announce({ type: 'changed' });
      return item;
    });
  }

  /** A refused catch, changed by its diver: waiting again, with the same key (the server kept nothing of a refusal). */
  function fix(key: string, fields: Record<string, string>): Promise<OutboxItem | null> {
    return transact('readonly', (store) => store.get(key) as IDBRequest<OutboxItem | undefined>).then((item) => {
      if (!item) return null;
      item.fields = fields;
      item.state = 'waiting';
      item.errors = [];
      return put(item).then(() => {
        announce({ type: 'changed' });
        return item;
      });
    });
  }

  function discard(key: string): Promise<void> {
    return remove(key).then(() => announce({ type: 'changed' }));
  }

  /** Everything `person` left on this phone (signing out). */
  function discardAll(person: string): Promise<void> {
    return list(person)
      .then((items) => Promise.all(items.map((item) => remove(item.key))))
      .then(() => announce({ type: 'changed' }));
  }

  function post(url: string, body: FormData): Promise<Response> {
    return fetch(url, {
      method: 'POST',
      body: body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      redirect: 'manual',
    });
  }

  /** A refusal that the same request would meet again: shown for fixing, not retried. */
  const refusal = (status: number): boolean => status >= 400 && status < 500 && [401, 403, 408, 409, 425, 429].indexOf(status) < 0;

  const problemOf = (response: Response): Promise<FieldError[]> =>
    response
      .json()
      .catch(() => ({}))
      .then((problem: { errors?: FieldError[]; detail?: string; sentence?: string }) =>
        problem.errors && problem.errors.length > 0
          ? problem.errors
          : [{ field: 'form', message: problem.detail || `refused (${response.status})`, sentence: problem.sentence }],
      );

  /** Sends the catch unless the server already has it: 'sent', 'refused', 'sign-in' or 'later'. */
  function sendCatch(item: OutboxItem, session: OutboxSession): Promise<SendOutcome> {
    if (item.catchId) return Promise.resolve('sent');
    const body = new FormData();
    Object.keys(item.fields).forEach((name) => {
      body.append(name, item.fields[name]);
    });
    body.set('csrf_token', session.csrf_token);
    body.set('idempotency_key', item.key);
    return post('/catches', body).then((response) => {
      if (response.status === 200 || response.status === 201)
        return response.json().then((answer: { id: string }) => {
          item.catchId = answer.id;
          return put(item).then(() => 'sent');
        });
      if (response.status === 401) return 'sign-in';
      if (!refusal(response.status)) return 'later';
      return problemOf(response).then((errors) => {
        item.state = 'refused';
        item.errors = errors;
        return put(item).then(() => 'refused');
      });
    });
  }

  /** Sends the photos not sent yet, one by one; a photo the server refuses is noted on the item and skipped. */
  function sendPhotos(item: OutboxItem, session: OutboxSession): Promise<SendOutcome> {
    if (item.photosSent >= item.photos.length) return Promise.resolve('sent');
    const photo = item.photos[item.photosSent];
    const body = new FormData();
    body.append('csrf_token', session.csrf_token);
    body.append('photo', photo, photo.name);
    return post(`/catches/${item.catchId}/photos`, body).then((response) => {
      if (response.status === 401) return 'sign-in';
      if (!response.ok && !refusal(response.status)) return 'later';
      // An answer that breaks off is no answer: read to its end, or the photo is sent again (the server keeps it once).
      const noted = response.ok
        ? response.json()
        : problemOf(response).then((errors) => {
            item.errors = item.errors.concat(
              errors.map((e) => ({
                field: 'photos',
                message: `${photo.name}: ${e.message}`,
                sentence: `${photo.name}: ${e.sentence || e.message}`,
              })),
            );
          });
      return noted.then(() => {
        item.photosSent += 1;
        return put(item).then(() => sendPhotos(item, session));
      });
    });
  }

  function sendOne(item: OutboxItem, session: OutboxSession): Promise<SendOutcome> {
    return sendCatch(item, session).then((outcome) => {
      if (outcome !== 'sent') return outcome;
      return sendPhotos(item, session).then((photos) => {
        if (photos !== 'sent') return photos;
        // Sent, but a photo was refused: kept to say so until the diver dismisses it.
        if (item.errors.length > 0) {
          item.state = 'sent';
          return put(item).then(() => 'sent');
        }
        return remove(item.key).then(() => 'sent');
      });
    });
  }

  /** Sends the waiting catches of whoever is signed in now; resolves with how it went. */
  function sendAll(): Promise<OutboxResult> {
    return all().then((items) => {
      const waiting = items.filter((item) => item.state === 'waiting');
      if (waiting.length === 0) return { outcome: 'empty', sent: {} };
      return fetch('/catches/outbox', { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
        .then((response): OutboxResult | Promise<OutboxResult> => {
          if (response.status === 401) return { outcome: 'sign-in', sent: {} };
          if (!response.ok) return { outcome: 'later', sent: {} };
          return response.json().then((session: OutboxSession) => {
            const mine = waiting.filter((item) => item.person === session.person).sort((a, b) => a.savedAt - b.savedAt);
            /** sent: the catch id of each item sent, by its key. */
            const result: OutboxResult = { outcome: 'done', sent: {} };
            return mine
              .reduce(
                (previous, item) =>
                  previous.then((stop) => {
                    if (stop) return stop;
                    return sendOne(item, session).then((outcome) => {
                      if (outcome === 'sent') result.sent[item.key] = item.catchId!;
                      return outcome === 'sign-in' || outcome === 'later' ? outcome : null;
                    });
                  }),
                Promise.resolve<'sign-in' | 'later' | null>(null),
              )
              .then((stop) => {
                if (stop) result.outcome = stop;
                return result;
              });
          });
        })
        .catch((): OutboxResult => ({ outcome: 'offline', sent: {} }));
    });
  }

  /** Drops the pages the worker kept for anyone (signing out; a session the server no longer knows). */
  function forgetPages(): Promise<unknown> {
    if (typeof caches === 'undefined') return Promise.resolve();
    return caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.indexOf('catchd-pages-') === 0).map((key) => caches.delete(key))));
  }

  /**
   * One sender at a time across pages and the worker; a second caller meanwhile gets 'busy'.
   * A 401 means the session is gone: the catches wait for the next sign-in, the kept pages go now.
   */
  function flush(): Promise<OutboxResult> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : null;
    const run = () =>
      sendAll()
        .then((result) => (result.outcome === 'sign-in' ? forgetPages().then(() => result) : result))
        .then((result) => {
          // Every page hears what was sent, whoever sent it: the page that saved a catch opens it.
          if (result.outcome !== 'empty') announce({ type: 'tried', outcome: result.outcome, sent: result.sent });
          return result;
        });
    if (!locks) return run();
    return locks.request('catchd-outbox', { ifAvailable: true }, (lock): Promise<OutboxResult> | OutboxResult =>
      lock ? run() : { outcome: 'busy', sent: {} },
    );
  }

  self.CatchdOutbox = { list: list, add: add, fix: fix, discard: discard, discardAll: discardAll, flush: flush, forgetPages: forgetPages };
})();
