import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';

/** A scrape parsed by a Prometheus text-format parser, with look-ups by metric name and labels. */
export interface Scrape {
  families: PrometheusFamily[];
  /** The family named `name`; throws when the scrape lacks it. */
  family(name: string): PrometheusFamily;
  /** The value of the sample of `name` whose labels include `labels` (histograms: their count); undefined when none. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

export function parseScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  const family = (name: string) => {
    const found = families.find((f) => f.name === name);
    if (!found) throw new Error(`no metric ${name} in the scrape`);
    return found;
  };
  return {
    families,
    family,
    value(name, labels = {}) {
      const sample = family(name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
      if (!sample) return undefined;
      return Number(sample.value ?? sample.count);
    },
  };
}
