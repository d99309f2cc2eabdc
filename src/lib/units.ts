// Measures in a person's units: the API's canonical values (pounds, inches, feet, °F) shown
// and typed as metric (kg, cm, m, °C) or imperial, formatted by Intl.NumberFormat in the
// person's locale. Pure functions.

export const unitSystems = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** Exact by definition (international yard and pound, 1959). */
export const kgPerLb = 0.45359237;
const cmPerIn = 2.54;
export const mPerFt = 0.3048;

/** Canonical values are kept to 0.0001 of their unit: a converted value is rounded so. */
export const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

export type MeasureKind = 'weight' | 'length' | 'depth' | 'temperature';

interface KindRule {
  /** Intl's unit names: canonical (imperial) and metric. */
  units: Record<UnitSystem, string>;
  toMetric: (canonical: number) => number;
  fromMetric: (metric: number) => number;
  /** Decimals shown, per system. */
  digits: Record<UnitSystem, number>;
}

const rules: Record<MeasureKind, KindRule> = {
  weight: {
    units: { imperial: 'pound', metric: 'kilogram' },
    toMetric: (lb) => lb * kgPerLb,
    fromMetric: (kg) => kg / kgPerLb,
    digits: { imperial: 2, metric: 2 },
  },
  length: {
    units: { imperial: 'inch', metric: 'centimeter' },
    toMetric: (i) => i * cmPerIn,
    fromMetric: (cm) => cm / cmPerIn,
    digits: { imperial: 1, metric: 1 },
  },
  depth: {
    units: { imperial: 'foot', metric: 'meter' },
    toMetric: (ft) => ft * mPerFt,
    fromMetric: (m) => m / mPerFt,
    digits: { imperial: 1, metric: 1 },
  },
  temperature: {
    units: { imperial: 'fahrenheit', metric: 'celsius' },
    toMetric: (f) => ((f - 32) * 5) / 9,
    fromMetric: (c) => (c * 9) / 5 + 32,
    digits: { imperial: 1, metric: 1 },
  },
};

/** A canonical value (lb, in, ft, °F) in `system`'s unit. */
export function fromCanonical(kind: MeasureKind, canonical: number, system: UnitSystem): number {
  return system === 'imperial' ? canonical : rules[kind].toMetric(canonical);
}

/** A value typed in `system`'s unit, as the canonical one. */
export function toCanonical(kind: MeasureKind, typed: number, system: UnitSystem): number {
  return system === 'imperial' ? typed : rules[kind].fromMetric(typed);
}

/** The short unit symbol a form labels its field with: kg, lb, cm, in, m, ft, °C, °F. */
export function unitSymbol(kind: MeasureKind, system: UnitSystem, locale = 'en'): string {
  const parts = formatter(kind, system, locale).formatToParts(1);
  return parts.find((p) => p.type === 'unit')?.value ?? rules[kind].units[system];
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(kind: MeasureKind, system: UnitSystem, locale: string): Intl.NumberFormat {
  const key = `${kind}|${system}|${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: rules[kind].units[system],
      unitDisplay: 'short',
      maximumFractionDigits: rules[kind].digits[system],
    });
    formatters.set(key, made);
  }
  return made;
}

/** A canonical value shown in `system`'s unit, in `locale`: "6,2 kg" (es), "13.67 lb" (en). */
export function formatMeasure(kind: MeasureKind, canonical: number, system: UnitSystem, locale = 'en'): string {
  return formatter(kind, system, locale).format(fromCanonical(kind, canonical, system));
}

/** A canonical value in both systems, the person's first (CSV exports and mails carry both). */
export function formatBoth(kind: MeasureKind, canonical: number, system: UnitSystem, locale = 'en'): string {
  const other: UnitSystem = system === 'metric' ? 'imperial' : 'metric';
  return `${formatMeasure(kind, canonical, system, locale)} (${formatMeasure(kind, canonical, other, locale)})`;
}
