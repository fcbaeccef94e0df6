import { messages as english } from "./catalogs/en.po";
import { messages as spanish } from "./catalogs/es.po";
import { i18nFor, registerCatalog } from "./i18n.ts";

export { i18nFor };

import { localeOfPath } from "./locales.ts";

registerCatalog("en", english);
registerCatalog("es", spanish);

/** A request's language, from its path. */
export const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname);

/** The Lingui instance of a request's language, for loaders and resource routes. */
export const i18nOf = (request: Request) => i18nFor(localeOf(request));
