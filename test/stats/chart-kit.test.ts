// The chart kit's geometry (src/web/charts/): heights in proportion to the values from a zero
// base, counts labelled at whole numbers, records inside the drawing, the running best as a
// step line, and nothing but attributes and classes (the CSP allows no inline style).
import { expect, test } from 'bun:test';
import { barLayout } from '../../src/web/charts/bars';
import { ColumnChart, columnLayout } from '../../src/web/charts/columns';
import { margin, plotBottom, plotRight } from '../../src/web/charts/frame';
import { histogramLayout } from '../../src/web/charts/histogram';
import { timelineLayout } from '../../src/web/charts/timeline';

test('columns: heights in proportion from the base line; counts ticked at whole numbers', () => {
  const { bars, ticks } = columnLayout(
    [
      { label: 'Jan', value: 1 },
      { label: 'Feb', value: 0 },
      { label: 'Mar', value: 1 },
    ],
    String,
    true,
  );
  expect(bars.map((b) => b.height)).toEqual([plotBottom - margin.top, 0, plotBottom - margin.top]);
  expect(bars.every((b) => b.y + b.height === plotBottom)).toBe(true);
  expect(ticks.map((t) => t.label)).toEqual(['0', '1']);
  expect(columnLayout([{ label: 'Jan', value: 1 }], String).ticks.length).toBeGreaterThan(2);
});

test('bars: the longest value or mark spans the width; marks where their value is', () => {
  const { rows } = barLayout([
    { label: 'Wahoo', value: 10, mark: 20 },
    { label: 'Dentex', value: 20, mark: 20 },
  ]);
  expect(rows[1].width).toBeCloseTo(2 * rows[0].width, 6);
  expect(rows[0].markX).toBe(rows[1].markX);
});

test('histogram: a record heavier than every catch stays inside the drawing', () => {
  const { bars, markers } = histogramLayout(
    [
      { from: 0, to: 2, count: 3 },
      { from: 2, to: 4, count: 1 },
    ],
    [{ value: 30, label: 'world record' }],
    String,
    String,
  );
  expect(markers[0].x).toBe(plotRight);
  expect(bars[0].height).toBeCloseTo(3 * bars[1].height, 6);
});

test('timeline: the line steps up to each best and stays there', () => {
  const { path, dots } = timelineLayout(
    [
      { at: 0, value: 5 },
      { at: 86_400, value: 3 },
      { at: 2 * 86_400, value: 8 },
    ],
    String,
    (d) => d.toISOString(),
  );
  expect(dots.map((d) => d.value)).toEqual([5, 3, 8]);
  // Three points of the running best (5, 5, 8): the second is level with the first.
  const ys = [...path.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
  expect(ys[0]).toBe(ys[1]);
  expect(ys.at(-1)).toBeLessThan(ys[0]);
});

test('a chart is an image with a name, a description and a table, and no inline style', () => {
  const html = ColumnChart({
    id: 'c',
    title: 'Catches <by> month',
    summary: 'Most in May.',
    locale: 'en',
    columns: [{ label: 'May', value: 2 }],
    format: String,
    table: { head: ['Month', 'Catches'], rows: [['May', '2']] },
  }).value;
  expect(html).toContain('<svg viewBox="0 0 400 200" role="img" aria-labelledby="c-title c-desc"');
  expect(html).toContain('<title id="c-title">Catches &lt;by&gt; month</title>');
  expect(html).toContain('<th scope="row">May</th><td class="num">2</td>');
  expect(html).not.toContain('style');
});
