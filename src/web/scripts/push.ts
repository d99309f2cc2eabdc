// Web Push on /account/notifications: "Turn on notifications on this device" asks the browser's
// permission, subscribes with the server's public key (the section's data-push-key) through the
// service worker offline.js registers, and posts the subscription; "Turn off" removes it here and
// on the server. The section stays hidden unless this file runs in a browser that can push.

(() => {
  const section = document.getElementById('push-device');
  if (!section || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  const key = section.getAttribute('data-push-key');
  const form = section.querySelector('form');
  const on = document.getElementById('push-on');
  const off = document.getElementById('push-off');
  const status = section.querySelector('[role="status"]');
  if (!key || !form || !on || !off || !status) return;
  section.hidden = false;

  /** The key as bytes: applicationServerKey takes the raw P-256 point. */
  function keyBytes(text: string): Uint8Array<ArrayBuffer> {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  }

  // Page routes read forms: the CSRF token from the section's form, with the fields given.
  function post(url: string, fields: Record<string, string>): Promise<void> {
    const token = form!.querySelector<HTMLInputElement>('input[name="csrf_token"]')?.value ?? '';
    const body = new URLSearchParams({ csrf_token: token, ...fields });
    return fetch(url, { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin', body: body }).then(
      (response) => {
        if (response.ok) return;
        return response
          .json()
          .catch(() => ({}))
          .then((answer: { detail?: string }) => {
            throw new Error(answer.detail || `The server refused (${response.status}). Reload the page and try again.`);
          });
      },
    );
  }

  function show(subscribed: boolean): void {
    on!.hidden = subscribed;
    off!.hidden = !subscribed;
  }

  const told = (error: unknown): void => {
    status.textContent = error instanceof Error ? error.message : String(error);
  };

  const ready = navigator.serviceWorker.ready;
  ready.then((registration) => registration.pushManager.getSubscription()).then((subscription) => show(subscription !== null), told);

  on.addEventListener('click', () => {
    status.textContent = 'Asking your browser…';
    Notification.requestPermission()
      .then((permission) => {
        if (permission !== 'granted') throw new Error('Notifications are blocked for this site: allow them in your browser’s settings.');
        return ready;
      })
      .then((registration) => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }))
      .then((subscription) => {
        const json = subscription.toJSON();
        return post('/account/notifications/push', {
          endpoint: json.endpoint ?? '',
          p256dh: json.keys?.p256dh ?? '',
          auth: json.keys?.auth ?? '',
        });
      })
      .then(() => {
        show(true);
        status.textContent = 'Notifications are on for this device: the kinds ticked “Push” below arrive here.';
      }, told);
  });

  off.addEventListener('click', () => {
    ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => {
        if (!subscription) return;
        return post('/account/notifications/push/off', { endpoint: subscription.endpoint }).then(() => subscription.unsubscribe());
      })
      .then(() => {
        show(false);
        status.textContent = 'Notifications are off for this device.';
      }, told);
  });
})();
