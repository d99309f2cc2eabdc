// A histogram: bins side by side on a linear scale of the measure, with marked values (the
// records) as labelled vertical lines.
import type { Html } from '#jsx/jsx-runtime';
import { scaleLinear } from 'd3-scale';
import {
  BaseAxis,
  ChartFrame,
  Columns,
  margin,
  num,
  wholeTicks,
  plotBottom,
  plotRight,
  ValueAxis,
  type ChartTable,
  type ChartText,
} from './frame';

export interface Bin {
  from: number;
  to: number;
  count: number;
}

export interface Marker {
  value: number;
  label: string;
}

/** `format` writes the measure's ticks, `formatCount` the counts'. */
export function histogramLayout(bins: Bin[], markers: Marker[], format: (value: number) => string, formatCount: (count: number) => string) {
  const low = Math.min(...bins.map((b) => b.from), ...markers.map((m) => m.value));
  const high = Math.max(...bins.map((b) => b.to), ...markers.map((m) => m.value));
  const x = scaleLinear().domain([low, high]).range([margin.left, plotRight]);
  const top = Math.max(1, ...bins.map((b) => b.count));
  const y = scaleLinear().domain([0, top]).nice(4).range([plotBottom, margin.top]);
  return {
    bars: bins.map((bin) => ({
      value: bin.count,
      x: x(bin.from),
      width: Math.max(0.5, x(bin.to) - x(bin.from) - 1),
      y: y(bin.count),
      height: plotBottom - y(bin.count),
    })),
    // Markers alternate their labels' height, so that two records close together stay readable.
    markers: markers.map((marker, n) => ({ ...marker, x: x(marker.value), labelY: margin.top + 8 + (n % 3) * 12 })),
    ticks: wholeTicks(y.ticks(4)).map((value) => ({ at: y(value), label: formatCount(value) })),
    measureTicks: x.ticks(5).map((value) => ({ at: x(value), label: format(value) })),
  };
}

export function Histogram(
  props: ChartText & {
    bins: Bin[];
    markers: Marker[];
    format: (value: number) => string;
    formatCount: (count: number) => string;
    table: ChartTable;
  },
): Html {
  const { bars, markers, ticks, measureTicks } = histogramLayout(props.bins, props.markers, props.format, props.formatCount);
  return (
    <ChartFrame id={props.id} title={props.title} summary={props.summary} locale={props.locale} table={props.table}>
      <ValueAxis ticks={ticks} />
      <Columns bars={bars} />
      <BaseAxis ticks={measureTicks} />
      {markers.map((marker) => (
        <g class="record">
          <line
            class="mark"
            x1={num(marker.x)}
            x2={num(marker.x)}
            y1={String(margin.top)}
            y2={String(plotBottom)}
            data-value={String(marker.value)}
          />
          <text x={num(marker.x - 3)} y={num(marker.labelY)} text-anchor="end">
            {marker.label}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}
