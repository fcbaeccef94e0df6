import { useState } from "react";

/**
 * product.md#rules: a list loaded with start 0 replaces what is shown; a later start appends to it.
 * Items come from loader data, so "load more" is a plain link that also works without JavaScript.
 */
export function useLoadMore<T extends { slug: string }>(items: readonly T[], start: number): T[] {
  const [shown, setShown] = useState<T[]>([...items]);
  const [seen, setSeen] = useState(items);
  if (seen !== items) {
    setSeen(items);
    if (start === 0) {
      setShown([...items]);
    } else {
      const known = new Set(shown.map((item) => item.slug));
      setShown([...shown, ...items.filter((item) => !known.has(item.slug))]);
    }
  }
  return shown;
}
