import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;

/** One sample line's labels, read strictly: any text that is not a label fails the test. */
function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let read = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    labels[match[1]!] = match[2]!;
    read = LABEL.lastIndex;
  }
  if (read !== text.length) throw new Error(`unreadable labels: {${text}}`);
  return labels;
}

const includes = (labels: Record<string, string> | undefined, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => labels?.[key] === value);

/** A /metrics page read as Prometheus reads it, by metric family name. */
export class Scrape {
  readonly families: Map<string, ParsedFamily>;

  constructor(readonly text: string) {
    // The package checks the whole page's format and reads counters and gauges.
    this.families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  }

  family(name: string): ParsedFamily {
    const family = this.families.get(name);
    if (!family) throw new Error(`no metric ${name} in the scrape`);
    return family;
  }

  /**
   * The value of the sample of `name` whose labels include `labels`; 0 when there is none, as
   * for a counter nothing has moved yet.
   */
  value(name: string, labels: Record<string, string> = {}): number {
    const sample = this.families
      .get(name)
      ?.metrics.find((metric) => includes(metric.labels, labels));
    return Number(sample?.value ?? 0);
  }

  /**
   * How many observations a histogram counted for `labels`, from its `_count` lines: the
   * package keeps only the buckets of a histogram with labels, merged, so these are read here.
   */
  observations(name: string, labels: Record<string, string>): number {
    if (this.family(name).type !== 'HISTOGRAM') throw new Error(`${name} is no histogram`);
    for (const line of this.text.split('\n')) {
      const match = SAMPLE_LINE.exec(line);
      if (match?.[1] === `${name}_count` && includes(labelsOf(match[2] ?? ''), labels))
        return Number(match[3]);
    }
    return 0;
  }
}
