// What every chart shares: the frame of its drawing (a viewBox the stylesheet scales to the
// page's width), the accessible name and description, the value axis, and its numbers as a
// table anyone can open (screen readers read the table; the drawing is one image).
import type { Child, Html } from '#jsx/jsx-runtime';
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

/** The drawing's coordinate system: 400 × 200, text 11 high (about 10 px on a phone, 17 px at its widest). */
export const width = 400;
export const height = 200;
/** Room for the value axis' labels (left) and the category labels (bottom). */
export const margin = { top: 10, right: 10, bottom: 26, left: 44 };
export const plotBottom = height - margin.bottom;
export const plotRight = width - margin.right;

export interface ChartText {
  /** Unique on the page: the ids of the title, the description and the table derive from it. */
  id: string;
  title: string;
  /** One sentence: what the drawing shows, with its main number. */
  summary: string;
  /** The page's language: the frame's own words and the numbers it writes. */
  locale: Language;
}

/** The numbers of a chart: a head and rows of texts, the first column naming the row. */
export interface ChartTable {
  head: string[];
  rows: string[][];
}

export interface Tick {
  at: number;
  label: string;
}

/** The horizontal grid lines and labels of a value axis. */
export function ValueAxis({ ticks }: { ticks: Tick[] }): Html {
  return (
    <g class="axis">
      {ticks.map((tick) => (
        <>
          <line class="grid" x1={String(margin.left)} x2={String(plotRight)} y1={num(tick.at)} y2={num(tick.at)} />
          <text x={String(margin.left - 4)} y={num(tick.at)} dy="0.32em" text-anchor="end">
            {tick.label}
          </text>
        </>
      ))}
    </g>
  );
}

/** The base line and the labels under it (months, weights, dates). */
export function BaseAxis({ ticks }: { ticks: Tick[] }): Html {
  return (
    <g class="axis">
      <line class="base" x1={String(margin.left)} x2={String(plotRight)} y1={String(plotBottom)} y2={String(plotBottom)} />
      {ticks.map((tick) => (
        <text x={num(tick.at)} y={String(plotBottom + 16)} text-anchor="middle">
          {tick.label}
        </text>
      ))}
    </g>
  );
}

/** Columns standing on the base line, each carrying the value it draws (data-value). */
export function Columns({ bars }: { bars: { x: number; y: number; width: number; height: number; value: number }[] }): Html {
  return (
    <g class="marks">
      {bars.map((bar) => (
        <rect class="bar" x={num(bar.x)} y={num(bar.y)} width={num(bar.width)} height={num(bar.height)} data-value={String(bar.value)} />
      ))}
    </g>
  );
}

/** The ticks of a scale of counts: whole numbers only (a count of 0.5 catches means nothing). */
export const wholeTicks = (ticks: number[]): number[] => ticks.filter((value) => Number.isInteger(value));

/** A coordinate as an attribute: two decimals are finer than any screen. */
export const num = (value: number): string => String(Math.round(value * 100) / 100);

/** `height`: of the viewBox, for a drawing whose rows set its height (bars). */
export function ChartFrame(props: ChartText & { table: ChartTable; height?: number; children?: Child }): Html {
  const { id, title, summary, table, children, locale } = props;
  return (
    <figure class="chart" id={id}>
      <svg
        viewBox={`0 0 ${width} ${props.height ?? height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {children}
      </svg>
      <figcaption>
        <strong>{title}</strong> <span class="muted">{summary}</span>
      </figcaption>
      <details>
        <summary>{m.chart_numbers({}, { locale })}</summary>
        <div class="scroll">
          <table>
            <caption class="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.head.map((head, n) => (
                  <th scope="col" class={n > 0 ? 'num' : undefined}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr>{row.map((cell, n) => (n === 0 ? <th scope="row">{cell}</th> : <td class="num">{cell}</td>))}</tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A chart with nothing to draw: the same name, a sentence instead of a drawing. */
export function EmptyChart({ id, title, summary }: Omit<ChartText, 'locale'>): Html {
  return (
    <figure class="chart empty" id={id}>
      <figcaption>
        <strong>{title}</strong> <span class="muted">{summary}</span>
      </figcaption>
    </figure>
  );
}
