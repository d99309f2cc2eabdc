// catchd pages: a link to pass on (an invitation) through the phone's share sheet (Web Share
// API: WhatsApp, Signal, mail…). Where there is none the button stays hidden: the Copy button
// beside the link (app.js) puts it on the clipboard, and the QR code is there to scan.
(() => {
  if (!navigator.share) return;
  Array.prototype.slice.call(document.querySelectorAll('[data-share]')).forEach((button: HTMLButtonElement) => {
    const status = document.getElementById(button.getAttribute('data-share-status')!);
    const shared = {
      title: button.getAttribute('data-share-title') || document.title,
      text: button.getAttribute('data-share-text') || '',
      url: button.getAttribute('data-share')!,
    };
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.share(shared).then(
        () => {
          if (status) status.textContent = 'Shared.';
        },
        // Closed without sharing (AbortError) says nothing; anything else points to the other ways.
        (error) => {
          if (status && error && error.name !== 'AbortError') status.textContent = 'Sharing failed: copy the link or scan the code.';
        },
      );
    });
  });
})();
