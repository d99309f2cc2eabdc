// Small pieces every page uses: form fields, error summaries, tiers, pagers, photos.
import { wallClock } from '../lib/zones';
import { type Child, type Html, trustedHtml } from '#jsx/jsx-runtime';
import { renderSVG } from 'uqr';
import type { FieldError } from '../lib/problem';
import { formatMeasure } from '../lib/units';
import type { Reader } from './visitor';
import { csrfFieldName, type Csrf } from './csrf';
import { problemsOf, summarySentence } from './kit/forms';
import { sourceLanguage, type Language } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Where pages link a photo: a path on the page's own origin. The API's absolute photo URLs
 * name CATCHD_BASE_URL, which a person may not be using (an address, another host name): the
 * strict img-src 'self' policy would block them.
 */
export const photoPath = (photoId: string): string => `/v1/photos/${photoId}`;

/** A value a form carries back unseen (an idempotency key, an ETag, the parameters of a request). */
export function Hidden({ name, value }: { name: string; value: string }): Html {
  return <input type="hidden" name={name} value={value} />;
}

export function CsrfField({ csrf }: { csrf: Csrf }): Html {
  return <Hidden name={csrfFieldName} value={csrf.token} />;
}

/** A column of a ScrollTable: its heading, right-aligned when it holds numbers. */
export type Column = string | { heading: Child; numeric?: boolean };

/**
 * A table that scrolls sideways on a narrow screen: a labelled region that takes keyboard
 * focus (so the part out of view can be reached without a mouse), with column headers.
 */
export function ScrollTable(props: {
  id?: string;
  label: string;
  caption?: Child;
  columns: Column[];
  /** On a phone each row stands as a card, its cells one under another, each named by its `data-label`. */
  stack?: boolean;
  children?: Child;
}): Html {
  return (
    <div class="scroll" tabindex="0" role="region" aria-label={props.label}>
      <table id={props.id} class={props.stack ? 'stack' : undefined}>
        {props.caption !== undefined && <caption class="muted">{props.caption}</caption>}
        <thead>
          <tr>
            {props.columns.map((column) =>
              typeof column === 'string' ? (
                <th scope="col">{column}</th>
              ) : (
                <th scope="col" class={column.numeric ? 'num' : undefined}>
                  {column.heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** A POST form with its CSRF field; every form of the app is one of these. */
export function PostForm(props: {
  action: string;
  csrf: Csrf;
  multipart?: boolean;
  class?: string;
  id?: string;
  upload?: boolean;
  children?: Child;
}): Html {
  return (
    <form
      method="post"
      action={props.action}
      enctype={props.multipart ? 'multipart/form-data' : undefined}
      class={props.class}
      id={props.id}
      data-upload={props.upload ? '' : undefined}
    >
      <CsrfField csrf={props.csrf} />
      {props.children}
    </form>
  );
}

/**
 * Problems of the last submit, announced to screen readers, in plain sentences (never a field's
 * internal name). `beside`: the fields whose problems the form shows beside them, left out here.
 */
export function Problems({
  title,
  errors,
  beside = [],
  locale = sourceLanguage,
  labels,
}: {
  title?: string;
  errors: FieldError[];
  beside?: string[];
  /** The page's language (pages not yet converted to messages leave it English). */
  locale?: Language;
  /** The form's labels by field, naming each listed problem's field in a language other than English. */
  labels?: Record<string, string>;
}): Html {
  const listed = errors.filter((e) => !beside.includes(e.field));
  if (errors.length === 0 && !title) return trustedHtml('');
  return (
    <div class="problems" role="alert" id="problems">
      <p class="error">{title ?? m.problems_title({}, { locale })}</p>
      {listed.length > 0 && (
        <ul>
          {listed.map((e) => (
            <li>{summarySentence(e, locale, labels)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The id of a field's problem beside it: the field names it in aria-describedby. */
export const problemId = (fieldId: string): string => `${fieldId}-problem`;

/** A field's problems, shown right under it (the field carries aria-invalid and aria-describedby={problemId(id)}). */
export function FieldProblem({
  id,
  field,
  errors,
  locale,
}: {
  id: string;
  field: string;
  errors: readonly FieldError[];
  /** The page's language (pages not yet converted to messages leave it English). */
  locale?: Language;
}): Html {
  const problems = problemsOf(errors, field, locale);
  if (problems.length === 0) return trustedHtml('');
  return (
    <p class="error field-problem" id={problemId(id)}>
      {problems.join(' ')}
    </p>
  );
}

/** The attributes of a field with problems (aria-invalid, and the id of its problem), or none. */
export function invalidAttributes(id: string, field: string, errors: readonly FieldError[]): Record<string, string> {
  return problemsOf(errors, field).length > 0 ? { 'aria-invalid': 'true', 'aria-describedby': problemId(id) } : {};
}

export function Notice({ children }: { children?: Child }): Html {
  return (
    <p class="notice" role="status">
      {children}
    </p>
  );
}

const tierWords: Record<string, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  unverified: m.catch_tier_unverified,
  bronze: m.catch_tier_bronze,
  silver: m.catch_tier_silver,
  gold: m.catch_tier_gold,
};

/** A verification tier's name in `locale`. */
export const tierLabel = (tier: string, locale: Language): string => tierWords[tier]?.({}, { locale }) ?? tier;

/** A verification tier, named in the page's language (pages not yet converted leave it English). */
export function TierBadge({ tier, locale = sourceLanguage }: { tier: string; locale?: Language }): Html {
  return <span class={`tier tier-${tier}`}>{tierLabel(tier, locale)}</span>;
}

export interface Option {
  value: string;
  label: string;
}

export function Select(props: {
  id: string;
  name: string;
  options: Option[];
  value?: string | null;
  required?: boolean;
  describedBy?: string;
  disabled?: boolean;
}): Html {
  return (
    <select id={props.id} name={props.name} required={props.required} aria-describedby={props.describedBy} disabled={props.disabled}>
      {props.options.map((o) => (
        <option value={o.value} selected={o.value === (props.value ?? '')}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** Previous/next links that keep every other query parameter. */
export function Pager(props: {
  path: string;
  query: URLSearchParams;
  page: number;
  hasMore: boolean;
  total?: number | null;
  perPage: number;
  /** The page's language (pages not yet converted to messages leave it English). */
  locale?: Language;
}): Html {
  const o = { locale: props.locale ?? sourceLanguage };
  const link = (page: number): string => {
    const q = new URLSearchParams(props.query);
    q.set('page', String(page));
    return `${props.path}?${q}`;
  };
  const last = props.total != null ? Math.max(1, Math.ceil(props.total / props.perPage)) : null;
  return (
    <nav class="pager" aria-label={m.pager_label({}, o)}>
      {props.page > 1 ? (
        <a href={link(props.page - 1)} rel="prev">
          {m.pager_previous({}, o)}
        </a>
      ) : (
        <span></span>
      )}
      <span class="muted">{last !== null ? m.pager_page_of({ page: props.page, last }, o) : m.pager_page({ page: props.page }, o)}</span>
      {props.hasMore ? (
        <a href={link(props.page + 1)} rel="next">
          {m.pager_next({}, o)}
        </a>
      ) : (
        <span></span>
      )}
    </nav>
  );
}

export function Photo(props: { url: string; alt: string; width: number; height: number; caption?: Child; full?: boolean }): Html {
  return (
    <figure>
      <a href={props.url}>
        <img src={props.url} alt={props.alt} width={props.width} height={props.height} loading={props.full ? undefined : 'lazy'} />
      </a>
      {props.caption !== undefined && <figcaption>{props.caption}</figcaption>}
    </figure>
  );
}

/** Weights are stored in lb; pages show both units. */
/** A weight (canonical pounds) in the reader's units and locale. */
export function formatWeight(lbs: number, reader: Reader): string {
  return formatMeasure('weight', lbs, reader.units, reader.locale);
}

/** A depth (canonical feet) in the reader's units and locale. */
export function formatDepth(ft: number, reader: Reader): string {
  return formatMeasure('depth', ft, reader.units, reader.locale);
}

/** A length (canonical inches) in the reader's units and locale. */
export function formatLength(inches: number, reader: Reader): string {
  return formatMeasure('length', inches, reader.units, reader.locale);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO time on the wall clock of `timeZone`, the zone named, in `locale`: readable and
 * unambiguous on any device. English writes the date year first ("2026-03-31 23:30
 * Europe/Madrid"): one English page serves readers who put the month first and readers who put
 * the day first. Every other language has one order, Intl's, with a 24-hour clock
 * ("31 mar 2026, 23:30 Europe/Madrid"). The offline app (scripts/offline.ts) writes times alike.
 */
export function formatTime(iso: string, timeZone: string, locale: Language): string {
  if (locale === sourceLanguage) {
    if (timeZone === 'UTC') return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
    return `${wallClock(Date.parse(iso) / 1000, timeZone)
      .slice(0, 16)
      .replace('T', ' ')} ${timeZone}`;
  }
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone });
    timeFormats.set(key, format);
  }
  return `${format.format(Date.parse(iso))} ${timeZone}`;
}

/**
 * `text` as a QR code for a phone's camera: SVG made on the server, inline, so no script and
 * nothing the strict CSP refuses (uqr writes only shapes and coordinates). `label` names it.
 */
export function QrCode(props: { text: string; id: string; label: string; size?: number }): Html {
  const size = String(props.size ?? 200);
  const svg = renderSVG(props.text, { border: 2 });
  return trustedHtml(
    svg.replace(
      '<svg ',
      `<svg id="${escapeAttribute(props.id)}" role="img" aria-label="${escapeAttribute(props.label)}" width="${size}" height="${size}" `,
    ),
  );
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Where a live board or standings says whether it follows the server: the browser script writes
 * these words (the page's language) when the stream opens, updates or stops.
 */
export function LiveStatus({ locale }: { locale: Language }): Html {
  const o = { locale };
  return (
    <p
      class="live"
      data-live-status
      data-on={m.live_on({}, o)}
      data-off={m.live_off({}, o)}
      data-updated={m.live_updated({ time: '{time}' }, o)}
    ></p>
  );
}
