import type { I18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { isRouteErrorResponse } from "react-router";

interface Explained {
  status: number;
  title: string;
  message: string;
}

/** What went wrong, in the page's language: the same status codes in every language. */
export function explainError(error: unknown, i18n: I18n): Explained {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        title: t(i18n)`Page not found`,
        message: t(i18n)`We could not find that page. It may have moved, or the party may be over.`,
      };
    }
    if (error.status === 410) {
      return {
        status: 410,
        title: t(i18n)`This is gone`,
        message: t(i18n)`This brand or venue no longer operates. Here is what is on instead.`,
      };
    }
    if (error.status === 503) {
      return {
        status: 503,
        title: t(i18n)`We are having trouble loading this page`,
        message: t(
          i18n,
        )`Our content service is not answering right now. Please try again in a minute.`,
      };
    }
    if (error.status === 400) {
      return {
        status: 400,
        title: t(i18n)`Bad request`,
        message: t(i18n)`That address is not one we can answer.`,
      };
    }
  }
  return {
    status: 500,
    title: t(i18n)`Something went wrong`,
    message: t(i18n)`An unexpected error stopped this page. Please try again in a moment.`,
  };
}
