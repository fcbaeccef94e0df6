import parsePrometheusTextFormat from "parse-prometheus-text-format";

/** A metric read from a running instance's /metrics: the sum of its series. */
export async function metricSum(metricsUrl: string, name: string): Promise<number> {
  const families = parsePrometheusTextFormat(await (await fetch(metricsUrl)).text());
  const family = families.find((candidate) => candidate.name === name);
  return (family?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
}
