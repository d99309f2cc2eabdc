// catchd pages: progressive enhancement only. Every form works without this file; with it,
// units convert as you type, the time defaults to now in your zone, the species field
// suggests names, and boards update live (SSE). Logging a catch goes through the phone's
// outbox (outbox.js, offline.js): saved first, then sent, so no signal loses nothing.

/** GET /v1/species?q=, as far as the type-ahead reads it. */
interface SpeciesAnswer {
  data: { common_name: string; scientific_name: string; matched_name: { name: string } | null }[];
}

(() => {
  const KG_PER_LB = 0.45359237;
  const M_PER_FT = 0.3048;
  const $ = <E extends Element = HTMLElement>(selector: string, root?: ParentNode | null): E | null =>
    (root || document).querySelector<E>(selector);
  const $$ = <E extends Element = HTMLElement>(selector: string, root?: ParentNode): E[] =>
    Array.prototype.slice.call((root || document).querySelectorAll<E>(selector));
  const round = (n: number, digits: number): number => {
    const f = 10 ** digits;
    return Math.round(n * f) / f;
  };

  // Weight and depth: "12 kg" shows "= 26.46 lb" under the field, and the other way round.
  $$('[data-convert]').forEach((group) => {
    const input = $<HTMLInputElement>('input', group)!;
    const unit = $<HTMLSelectElement>('select', group)!;
    const hint = $('.hint', group)!;
    const kind = group.getAttribute('data-convert');
    // A decimal comma is read as the server reads it; the result is written as the page's language writes numbers.
    const number = (n: number): string => n.toLocaleString(document.documentElement.lang || 'en');
    function update() {
      const value = parseFloat(input.value.replace(',', '.'));
      if (!Number.isFinite(value)) {
        hint.textContent = '';
        return;
      }
      if (kind === 'weight')
        hint.textContent =
          unit.value === 'kg' ? `= ${number(round(value / KG_PER_LB, 2))} lb` : `= ${number(round(value * KG_PER_LB, 2))} kg`;
      else
        hint.textContent = unit.value === 'm' ? `= ${number(round(value / M_PER_FT, 1))} ft` : `= ${number(round(value * M_PER_FT, 1))} m`;
    }
    input.addEventListener('input', update);
    unit.addEventListener('change', update);
    update();
  });

  // Caught at: now, in the browser's time zone; the offset and the zone's name go with the form.
  $$<HTMLInputElement>('input[data-default-now]').forEach((input) => {
    const now = new Date();
    if (!input.value) input.value = new Date(now.getTime() - now.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
    const offset = input.form?.elements.namedItem('tz_offset') as HTMLInputElement | null;
    if (offset) offset.value = String(-now.getTimezoneOffset());
    const zone = input.form?.elements.namedItem('time_zone') as HTMLInputElement | null;
    const phoneZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && phoneZone) zone.value = phoneZone;
  });

  // Location from the browser.
  $$('[data-geolocate]').forEach((button) => {
    if (!navigator.geolocation) {
      button.hidden = true;
      return;
    }
    button.hidden = false;
    // Its words are the page's language: the server renders them on the button.
    const words = (name: string): string => button.getAttribute(`data-${name}`) || '';
    button.addEventListener('click', () => {
      const status = $('#geo-status')!;
      status.textContent = words('finding');
      navigator.geolocation.getCurrentPosition(
        (position) => {
          $<HTMLInputElement>('#lat')!.value = String(round(position.coords.latitude, 5));
          $<HTMLInputElement>('#lon')!.value = String(round(position.coords.longitude, 5));
          status.textContent = words('found').replace('{accuracy}', String(Math.round(position.coords.accuracy)));
        },
        () => {
          status.textContent = words('failed');
        },
        { enableHighAccuracy: true, timeout: 15000 },
      );
    });
  });

  // Species type-ahead: the same search as GET /v1/species?q=, every name in every language.
  $$<HTMLInputElement>('input[data-suggest]').forEach((input) => {
    const list = document.getElementById(input.getAttribute('list')!)!;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const q = input.value.trim();
        if (q.length < 2 || q === last) return;
        last = q;
        fetch(`${input.getAttribute('data-suggest')}?q=${encodeURIComponent(q)}`, { credentials: 'same-origin' })
          .then((r): Promise<SpeciesAnswer> | SpeciesAnswer => (r.ok ? r.json() : { data: [] }))
          .then((answer) => {
            list.textContent = '';
            answer.data.forEach((species) => {
              const option = document.createElement('option');
              const matched =
                species.matched_name && species.matched_name.name !== species.common_name ? `${species.matched_name.name} — ` : '';
              option.value = species.common_name;
              option.label = matched + species.scientific_name;
              list.appendChild(option);
            });
          })
          .catch(() => {});
      }, 150);
    });
  });

  // Live boards: the server pushes "changed" over Server-Sent Events; the board is re-read.
  $$('[data-live]').forEach((region) => {
    if (!window.EventSource) return;
    const status = $('[data-live-status]');
    const source = new EventSource(region.getAttribute('data-live')!);
    source.addEventListener('changed', () => {
      fetch(region.getAttribute('data-fragment')!, { credentials: 'same-origin' })
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then((html) => {
          region.innerHTML = html;
          if (status)
            status.textContent = (status.getAttribute('data-updated') || 'Updated at {time}').replace(
              '{time}',
              new Date().toLocaleTimeString(document.documentElement.lang),
            );
        })
        .catch(() => {});
    });
    // data-state says which of the words stands, in any language: open (then updated) or closed.
    source.onopen = () => {
      if (!status) return;
      status.textContent = status.getAttribute('data-on');
      status.setAttribute('data-state', 'open');
    };
    // Refused (every live place taken: 429 or 503) or gone for good: the board stays as it is, without live updates.
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED || !status) return;
      status.textContent = status.getAttribute('data-off');
      status.setAttribute('data-state', 'closed');
    };
  });

  // Links and buttons that only make sense with JavaScript.
  // Copy a secret shown once to the clipboard (the developer portal); the page gives the words, in its language.
  $$('[data-copy]').forEach((button) => {
    button.addEventListener('click', () => {
      const source = document.getElementById(button.getAttribute('data-copy')!)!;
      const status = $('[data-copy-status]', button.parentNode)!;
      navigator.clipboard.writeText(source.textContent ?? '').then(
        () => {
          status.textContent = status.getAttribute('data-copied') ?? '';
        },
        () => {
          status.textContent = status.getAttribute('data-copy-failed') ?? '';
        },
      );
    });
  });

  $$('[data-js-only]').forEach((element) => {
    element.hidden = false;
  });
})();
