// catchd pages: a link to pass on (a catch, a board, results, an invitation) through the phone's
// share sheet (Web Share API: WhatsApp, Signal, mail…). Where there is none, a button that
// carries data-share-copied copies the link instead and says so; an invitation's button stays
// hidden (the Copy button beside its link, app.js, and the QR code are there). A button shown
// here hides the read-only field of its link (data-share-link) that stands in without script.
(() => {
  Array.prototype.slice.call(document.querySelectorAll('[data-share]')).forEach((button: HTMLButtonElement) => {
    const status = document.getElementById(button.getAttribute('data-share-status')!);
    const link = document.getElementById(button.getAttribute('data-share-link') ?? '');
    const copied = button.getAttribute('data-share-copied');
    const say = (words: string | null) => {
      if (status && words) status.textContent = words;
    };
    const shared = {
      title: button.getAttribute('data-share-title') || document.title,
      text: button.getAttribute('data-share-text') || '',
      url: button.getAttribute('data-share')!,
    };
    const sheet = typeof navigator.share === 'function';
    if (!sheet && (copied === null || !navigator.clipboard)) return;
    button.hidden = false;
    if (link) link.hidden = true;
    button.addEventListener('click', () => {
      say(' ');
      if (!sheet) {
        navigator.clipboard.writeText(shared.url).then(
          () => say(copied),
          () => {
            // The clipboard refused (no permission): the field comes back, to copy by hand.
            if (link) link.hidden = false;
            say(button.getAttribute('data-share-failed'));
          },
        );
        return;
      }
      navigator.share(shared).then(
        () => say(button.getAttribute('data-share-done') || 'Shared.'),
        // Closed without sharing (AbortError) says nothing; anything else points to the other ways.
        (error) => {
          if (error && error.name !== 'AbortError')
            say(button.getAttribute('data-share-failed') || 'Sharing failed: copy the link or scan the code.');
        },
      );
    });
  });
})();
