// catchd pages: a link to pass on (an invitation), through the phone's share sheet where there
// is one (Web Share API: WhatsApp, Signal, mail…), else copied to the clipboard. Without this
// file the link stays on the page to copy by hand, beside its QR code.
(() => {
  'use strict';
  Array.prototype.slice.call(document.querySelectorAll('[data-share]')).forEach((button) => {
    var status = document.getElementById(button.getAttribute('data-share-status'));
    var shared = {
      title: button.getAttribute('data-share-title') || document.title,
      text: button.getAttribute('data-share-text') || '',
      url: button.getAttribute('data-share'),
    };
    var say = (words) => {
      if (status) status.textContent = words;
    };
    function copy() {
      if (!navigator.clipboard) return say('Select the link and copy it.');
      navigator.clipboard.writeText(shared.url).then(
        () => say('Link copied: paste it into your chat.'),
        () => say('Select the link and copy it.'),
      );
    }
    button.hidden = false;
    if (!navigator.share) button.textContent = 'Copy the link';
    button.addEventListener('click', () => {
      if (!navigator.share) return copy();
      navigator.share(shared).then(
        () => say('Shared.'),
        // Closed without sharing (AbortError) says nothing; a refusal falls back to the clipboard.
        (error) => {
          if (error && error.name !== 'AbortError') copy();
        },
      );
    });
  });
})();
