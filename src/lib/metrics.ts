// A small Prometheus registry: counters, histograms and scrape-time gauges, rendered in
// the text exposition format (version 0.0.4). Modules get it through deps.metrics and
// register their own series; asking twice for one name returns the same metric.

type Labels = Record<string, string>;

export interface Counter {
  inc(labels?: Labels, by?: number): void;
}

export interface Histogram {
  observe(labels: Labels, value: number): void;
}

interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'histogram' | 'gauge';
  lines(): string[];
}

const escapeLabel = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labelText(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

/** The key of one label combination; callers give a metric's labels in one order (as every caller here does). */
function seriesKey(labels: Labels): string {
  let key = '';
  for (const name in labels) key += `${name}\u0000${labels[name]}\u0001`;
  return key;
}

const defaultLatencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class MetricsRegistry {
  private readonly metrics = new Map<string, Metric & { instance: unknown }>();

  private register<T>(name: string, help: string, type: Metric['type'], build: () => { instance: T; lines(): string[] }): T {
    const existing = this.metrics.get(name);
    if (existing) {
      if (existing.type !== type) throw new Error(`metric ${name} is already a ${existing.type}`);
      return existing.instance as T;
    }
    const built = build();
    this.metrics.set(name, { name, help, type, ...built });
    return built.instance;
  }

  counter(name: string, help: string): Counter {
    return this.register(name, help, 'counter', () => {
      const series = new Map<string, { labels: Labels; value: number }>();
      return {
        instance: {
          inc(labels: Labels = {}, by = 1): void {
            const key = seriesKey(labels);
            const entry = series.get(key);
            if (entry) entry.value += by;
            else series.set(key, { labels, value: by });
          },
        },
        lines: () => [...series.values()].map((s) => `${name}${labelText(s.labels)} ${s.value}`),
      };
    });
  }

  histogram(name: string, help: string, buckets: number[] = defaultLatencyBuckets): Histogram {
    return this.register(name, help, 'histogram', () => {
      const series = new Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>();
      return {
        instance: {
          observe(labels: Labels, value: number): void {
            const key = seriesKey(labels);
            let entry = series.get(key);
            if (!entry) {
              entry = { labels, counts: buckets.map(() => 0), sum: 0, count: 0 };
              series.set(key, entry);
            }
            // Every request observes: a plain loop, no closure.
            for (let i = 0; i < buckets.length; i++) if (value <= buckets[i]!) entry.counts[i]! += 1;
            entry.sum += value;
            entry.count += 1;
          },
        },
        lines: () =>
          [...series.values()].flatMap((s) => [
            ...buckets.map((bound, i) => `${name}_bucket${labelText({ ...s.labels, le: String(bound) })} ${s.counts[i]}`),
            `${name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`,
            `${name}_sum${labelText(s.labels)} ${s.sum}`,
            `${name}_count${labelText(s.labels)} ${s.count}`,
          ]),
      };
    });
  }

  /** A value read at scrape time; `read` returning null leaves the series out. */
  gauge(name: string, help: string, read: () => number | null): void {
    this.register(name, help, 'gauge', () => ({
      instance: undefined,
      lines: () => {
        const value = read();
        return value === null ? [] : [`${name} ${value}`];
      },
    }));
  }

  /** A series whose labels carry the facts and whose value is always 1 (e.g. `catchd_build_info`). */
  info(name: string, help: string, labels: Labels): void {
    this.register(name, help, 'gauge', () => ({ instance: undefined, lines: () => [`${name}${labelText(labels)} 1`] }));
  }

  /** A counter kept elsewhere, read at scrape time: one series per returned entry. */
  counterReadAtScrape(name: string, help: string, read: () => { labels: Labels; value: number }[]): void {
    this.register(name, help, 'counter', () => ({
      instance: undefined,
      lines: () => read().map((s) => `${name}${labelText(s.labels)} ${s.value}`),
    }));
  }

  render(): string {
    const out: string[] = [];
    for (const metric of this.metrics.values()) {
      out.push(`# HELP ${metric.name} ${metric.help}`, `# TYPE ${metric.name} ${metric.type}`, ...metric.lines());
    }
    return `${out.join('\n')}\n`;
  }
}
