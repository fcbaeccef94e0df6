import { PassThrough } from "node:stream";
import { I18nProvider } from "@lingui/react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, ServerInstrumentation } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce.tsx";
import { currentNonce } from "./http/nonce.server.ts";
import { i18nOf } from "./i18n/catalogs.server.ts";
import { timed } from "./request/server-timing.server.ts";

export const streamTimeout = 5_000;

/** Every loader's time counts in the page's Server-Timing (app/request/server-timing.server.ts). */
export const instrumentations: ServerInstrumentation[] = [
  {
    route(route) {
      route.instrument({
        async loader(callLoader) {
          await timed("loaders", callLoader);
        },
      });
    },
  },
];

/**
 * Renders the whole document before answering: pages are cached whole (CDN and server), and
 * crawlers get complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = currentNonce();
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nProvider i18n={i18nOf(request)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // Every part inline, in order: pages are sent whole (onAllReady), so moving parts
        // into place with scripts would only cost bytes.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          console.error(`render: ${error instanceof Error ? error.message : String(error)}`);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
