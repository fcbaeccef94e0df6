/**
 * `compute` over inputs that are cached content answers, which keep their identity while they
 * are fresh: the results of the last few distinct inputs are kept, and a call with the very same
 * inputs (compared with Object.is, one by one) returns the kept result instead of working again.
 * So a page built from a five-year bucket pays for indexing it once per content change, not once
 * per request.
 */
export function memoizedOnInputs<Inputs extends readonly unknown[], Result>(
  compute: (...inputs: Inputs) => Result,
  kept = 4,
): (...inputs: Inputs) => Result {
  const results: { inputs: Inputs; result: Result }[] = [];
  return (...inputs) => {
    const index = results.findIndex(
      (entry) =>
        entry.inputs.length === inputs.length &&
        entry.inputs.every((input, position) => Object.is(input, inputs[position])),
    );
    const hit = results[index];
    if (hit) {
      // The most recently used result first, so the least recently used one goes when full.
      results.splice(index, 1);
      results.unshift(hit);
      return hit.result;
    }
    const result = compute(...inputs);
    results.unshift({ inputs, result });
    results.length = Math.min(results.length, kept);
    return result;
  };
}

/**
 * Answers kept per object (a content answer, by identity) and variant (a page's filters and
 * language), each valid from when it was worked out until the instant its `compute` says it
 * changes: requests between two changes share one piece of work. A clock set back is answered
 * afresh. At most `variantsKept` variants per object, the least recently worked out going first.
 */
export function keptUntilChange<Key extends object, Result>(variantsKept = 64) {
  const kept = new WeakMap<Key, Map<string, { from: number; until: number; result: Result }>>();
  return (
    key: Key,
    variant: string,
    now: Date,
    compute: () => { result: Result; until: number },
  ): Result => {
    const at = now.getTime();
    const variants = kept.get(key) ?? new Map();
    kept.set(key, variants);
    const known = variants.get(variant);
    if (known && known.from <= at && at < known.until) return known.result;
    const { result, until } = compute();
    variants.delete(variant);
    variants.set(variant, { from: at, until, result });
    const oldest = variants.keys().next().value;
    if (variants.size > variantsKept && oldest !== undefined) variants.delete(oldest);
    return result;
  };
}
