// The API reference at /docs: Scalar's sidebar marks its buttons aria-selected (meant for tabs
// and options, not buttons), its search button carries role=search and no name, and a long
// schema's card scrolls with nothing in it to focus. Repaired as Scalar renders them, so screen
// readers get ARIA that means something and keyboards reach every scrolled card.
(() => {
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
    document.querySelectorAll('.scalar-card-content.custom-scroll:not([tabindex])').forEach((card) => {
      card.setAttribute('tabindex', '0');
    });
  }
  new MutationObserver(repair).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'role'],
  });
})();
