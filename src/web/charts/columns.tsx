// A column chart: one column per category (months of a season), heights on a linear scale
// from zero. Pure: numbers in, SVG out.
import type { Html } from '#jsx/jsx-runtime';
import { scaleBand, scaleLinear } from 'd3-scale';
import {
  BaseAxis,
  ChartFrame,
  Columns,
  margin,
  plotBottom,
  plotRight,
  ValueAxis,
  wholeTicks,
  type ChartTable,
  type ChartText,
} from './frame';

export interface Column {
  /** Under the column (short: "Mar"); an empty label leaves the place unlabelled. */
  label: string;
  value: number;
}

/** Where each column is drawn, and the value axis' ticks: the numbers the chart draws. */
/** `whole`: the values are counts, labelled at whole numbers only. */
export function columnLayout(columns: Column[], format: (value: number) => string, whole = false) {
  const x = scaleBand<number>()
    .domain(columns.map((_, n) => n))
    .range([margin.left, plotRight])
    .padding(0.2);
  const top = Math.max(0, ...columns.map((c) => c.value));
  const y = scaleLinear()
    .domain([0, top > 0 ? top : 1])
    .nice(4)
    .range([plotBottom, margin.top]);
  return {
    bars: columns.map((column, n) => ({
      ...column,
      x: x(n)!,
      y: y(column.value),
      width: x.bandwidth(),
      height: plotBottom - y(column.value),
      middle: x(n)! + x.bandwidth() / 2,
    })),
    ticks: (whole ? wholeTicks(y.ticks(4)) : y.ticks(4)).map((value) => ({ at: y(value), label: format(value) })),
  };
}

export function ColumnChart(
  props: ChartText & { columns: Column[]; format: (value: number) => string; table: ChartTable; whole?: boolean },
): Html {
  const { bars, ticks } = columnLayout(props.columns, props.format, props.whole);
  return (
    <ChartFrame id={props.id} title={props.title} summary={props.summary} locale={props.locale} table={props.table}>
      <ValueAxis ticks={ticks} />
      <Columns bars={bars} />
      <BaseAxis ticks={bars.filter((bar) => bar.label !== '').map((bar) => ({ at: bar.middle, label: bar.label }))} />
    </ChartFrame>
  );
}
