// The API reference at /docs: Scalar's sidebar marks its buttons aria-selected (meant for tabs
// and options, not buttons) and its search button carries role=search and no name. Repaired as
// Scalar renders them, so screen readers get ARIA that means something; nothing else changes.
(() => {
  'use strict';
  function repair() {
    document.querySelectorAll('button[aria-selected]:not([role=tab])').forEach((button) => {
      if (button.getAttribute('aria-selected') === 'true') button.setAttribute('aria-current', 'location');
      else button.removeAttribute('aria-current');
      button.removeAttribute('aria-selected');
    });
    document.querySelectorAll('button[role=search]').forEach((button) => {
      button.removeAttribute('role');
      button.setAttribute('aria-label', 'Search the reference');
    });
  }
  new MutationObserver(repair).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role'],
  });
})();
