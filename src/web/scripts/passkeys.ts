// Passkeys on the account page (add one), the sign-in page (sign in with one) and the sign-in's
// second step after a password (finish with one), over
// @simplewebauthn/browser (webauthn.js, loaded before this file). The forms stay hidden
// (data-passkeys) unless this file runs, the library loaded and the browser has WebAuthn:
// without them a button would only post a form the server cannot use.

/** What the ceremony's routes answer: the options for the browser, then where to go. */
type Answer = { redirect?: string } & Record<string, unknown>;
type WebAuthn = NonNullable<Window['SimpleWebAuthnBrowser']>;
type RegistrationOptions = Parameters<WebAuthn['startRegistration']>[0]['optionsJSON'];
type AuthenticationOptions = Parameters<WebAuthn['startAuthentication']>[0]['optionsJSON'];

(() => {
  const webauthn = window.SimpleWebAuthnBrowser;
  if (!webauthn?.browserSupportsWebAuthn()) return;
  const forms: HTMLFormElement[] = Array.prototype.slice.call(
    document.querySelectorAll('#add-passkey, #passkey-sign-in, #passkey-second-step, #passkey-confirm'),
  );
  document.querySelectorAll<HTMLElement>('[data-passkeys]').forEach((element) => {
    element.hidden = false;
  });

  // Page routes read forms: the form's hidden fields (the CSRF token, a half-done sign-in's token)
  // url-encoded, with the browser's answer as JSON text.
  function post(url: string, form: HTMLFormElement, fields: Record<string, string>): Promise<Answer> {
    const hidden: Record<string, string> = {};
    form.querySelectorAll<HTMLInputElement>('input[type="hidden"]').forEach((input) => {
      hidden[input.name] = input.value;
    });
    const body = new URLSearchParams(Object.assign(hidden, fields));
    return fetch(url, { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin', body: body }).then(
      (response) =>
        response
          .json()
          .catch(() => ({}))
          .then((answer: Answer & { detail?: string }) => {
            if (!response.ok) throw new Error(answer.detail || `The server refused (${response.status}). Reload the page and try again.`);
            return answer;
          }),
    );
  }

  function failed(status: Element, error: Error): void {
    // The person closed the browser's dialog or it timed out: nothing went wrong on our side.
    status.textContent =
      error && error.name === 'NotAllowedError' ? 'No passkey was used. Try again when you are ready.' : error.message || String(error);
  }

  forms.forEach((form) => {
    const status = form.querySelector('[role="status"]')!;
    const kind = form.id === 'add-passkey' ? 'register' : 'sign-in';
    // Each ceremony's options come from beside its form's action: /account/passkeys/options, /sign-in/passkey/options, …
    const optionsUrl = `${new URL(form.action).pathname}/options`;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      status.textContent = kind === 'register' ? 'Follow your browser to create the passkey…' : 'Follow your browser to choose a passkey…';
      const ceremony =
        kind === 'register'
          ? post(optionsUrl, form, {})
              .then((options) => webauthn.startRegistration({ optionsJSON: options as unknown as RegistrationOptions }))
              .then((response) =>
                post(form.action, form, {
                  name: (form.elements.namedItem('name') as HTMLInputElement).value,
                  response: JSON.stringify(response),
                }),
              )
          : post(optionsUrl, form, {})
              .then((options) => webauthn.startAuthentication({ optionsJSON: options as unknown as AuthenticationOptions }))
              .then((response) => post(form.action, form, { response: JSON.stringify(response) }));
      ceremony.then(
        (answer) => {
          window.location.assign(answer.redirect!);
        },
        (error) => failed(status, error),
      );
    });
  });
})();
