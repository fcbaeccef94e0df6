import type { I18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { PRODUCT_NAME } from "#app/config/site.ts";

/**
 * A DJ page's words from its loader: the description when the CMS gives none, what a table
 * request asks for, the Spotify listeners. Worded on the server, in a module of its own, so the
 * page's script carries none of them (a route module carries every message it names).
 */
export function djWords(name: string, listeners: number | null, i18n: I18n) {
  return {
    listeners:
      listeners === null
        ? null
        : t(i18n)({
            message: plural(listeners, {
              one: "# monthly listener on Spotify",
              other: "# monthly listeners on Spotify",
            }),
          }),
    fallbackDescription: t(i18n)`${name}, DJ in ${PRODUCT_NAME}.`,
    bookingName: t(i18n)`${name}'s next set`,
  };
}
