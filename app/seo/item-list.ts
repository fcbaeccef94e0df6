import type { ItemList, WithContext } from "schema-dts";

/** A list of pages in order (Google's carousel list: each item a ListItem with its position and URL). */
export function itemList(
  name: string,
  url: string,
  items: readonly { name: string; url: string }[],
): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    url,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
