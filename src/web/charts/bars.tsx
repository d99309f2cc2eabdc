// Horizontal bars, one row per named thing (species), each with an optional mark against it
// (the club's record): the names sit above their bars, so long names fit a phone.
import type { Html } from '#jsx/jsx-runtime';
import { scaleLinear } from 'd3-scale';
import { ChartFrame, num, type ChartTable, type ChartText } from './frame';
import { m } from '../../i18n/paraglide/messages.js';

export interface Bar {
  label: string;
  value: number;
  /** A value marked on the row (a record to measure the bar against). */
  mark?: number;
}

/** Bar rows: the label line, then the bar. */
const rowHeight = 30;
const left = 4;
const right = 396;

export function barLayout(bars: Bar[]) {
  const top = Math.max(0, ...bars.flatMap((b) => [b.value, b.mark ?? 0]));
  const x = scaleLinear()
    .domain([0, top > 0 ? top : 1])
    .range([left, right]);
  return {
    height: bars.length * rowHeight + 4,
    rows: bars.map((bar, n) => ({
      ...bar,
      labelY: n * rowHeight + 12,
      barY: n * rowHeight + 16,
      width: x(bar.value) - left,
      markX: bar.mark === undefined ? null : x(bar.mark),
    })),
  };
}

export function BarChart(
  props: ChartText & { bars: Bar[]; format: (value: number) => string; table: ChartTable; markName?: string },
): Html {
  const { rows, height } = barLayout(props.bars);
  return (
    <ChartFrame id={props.id} title={props.title} summary={props.summary} locale={props.locale} table={props.table} height={height}>
      {rows.map((row) => (
        <g>
          <text class="label" x={String(left)} y={num(row.labelY)}>
            {row.label} · {props.format(row.value)}
            {row.mark === undefined
              ? ''
              : ` (${m.chart_mark({ name: props.markName ?? m.chart_mark_default({}, { locale: props.locale }), value: props.format(row.mark) }, { locale: props.locale })})`}
          </text>
          <rect
            class="bar"
            x={String(left)}
            y={num(row.barY)}
            width={num(Math.max(row.width, 1))}
            height="9"
            data-value={String(row.value)}
          />
          {row.markX !== null && (
            <line
              class="mark"
              x1={num(row.markX)}
              x2={num(row.markX)}
              y1={num(row.barY - 3)}
              y2={num(row.barY + 12)}
              data-value={String(row.mark)}
            />
          )}
        </g>
      ))}
    </ChartFrame>
  );
}
