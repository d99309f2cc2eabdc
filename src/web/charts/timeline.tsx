// Values over time: dots at their dates joined by a step line of the running best (each
// personal best stays the best until the next one), on a UTC time scale.
import type { Html } from '#jsx/jsx-runtime';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { line, curveStepAfter } from 'd3-shape';
import { BaseAxis, ChartFrame, margin, num, plotBottom, plotRight, ValueAxis, type ChartTable, type ChartText } from './frame';

export interface Moment {
  /** Seconds since the epoch. */
  at: number;
  value: number;
}

export function timelineLayout(moments: Moment[], format: (value: number) => string, dateLabel: (date: Date) => string) {
  const times = moments.map((m) => m.at * 1000);
  const first = Math.min(...times);
  const last = Math.max(...times);
  // One moment alone: a day either side, so it sits in the middle.
  const day = 86_400_000;
  const x = scaleUtc()
    .domain(first === last ? [first - day, last + day] : [first, last])
    .range([margin.left + 6, plotRight - 6]);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...moments.map((m) => m.value))])
    .nice(4)
    .range([plotBottom, margin.top]);
  let best = 0;
  const steps: [number, number][] = [];
  for (const moment of moments) {
    best = Math.max(best, moment.value);
    steps.push([x(moment.at * 1000), y(best)]);
  }
  return {
    dots: moments.map((moment) => ({ ...moment, cx: x(moment.at * 1000), cy: y(moment.value) })),
    path: line().curve(curveStepAfter)(steps) ?? '',
    ticks: y.ticks(4).map((value) => ({ at: y(value), label: format(value) })),
    timeTicks: x.ticks(4).map((date) => ({ at: x(date), label: dateLabel(date) })),
  };
}

export function Timeline(
  props: ChartText & { moments: Moment[]; format: (value: number) => string; dateLabel: (date: Date) => string; table: ChartTable },
): Html {
  const { dots, path, ticks, timeTicks } = timelineLayout(props.moments, props.format, props.dateLabel);
  return (
    <ChartFrame id={props.id} title={props.title} summary={props.summary} locale={props.locale} table={props.table}>
      <ValueAxis ticks={ticks} />
      <path class="line" d={path} />
      <g class="marks">
        {dots.map((dot) => (
          <circle class="dot" cx={num(dot.cx)} cy={num(dot.cy)} r="3.5" data-value={String(dot.value)} />
        ))}
      </g>
      <BaseAxis ticks={timeTicks} />
    </ChartFrame>
  );
}
