import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import accepts from "accepts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/**
 * The bytes in memory of exactly their size. Cached bytes must not be views into larger
 * allocations: zlib hands back a slice of a 64 KB output chunk (a 3 KB page kept 64 KB), and
 * Node 24's Buffer.from(string) a view into a larger buffer (a 24 KB page kept 64 KB).
 */
export function compact(bytes: Uint8Array): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) {
    return Buffer.from(bytes.buffer, 0, bytes.byteLength);
  }
  return Buffer.from(new Uint8Array(bytes).buffer);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|[\w.-]+\+xml)\b)/;
/** As the `compression` middleware: below 1 KB the headers cost more than they save. */
const MIN_BYTES = 1024;

export function isCompressible(body: Buffer, contentType: string): boolean {
  return body.length >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

/** Brotli when the client takes it, else gzip, else the plain body (the middleware's order). */
export function chooseEncoding(takes: (encoding: Encoding) => boolean): Encoding | undefined {
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return undefined;
}

/** Clients send a handful of distinct Accept-Encoding values; each is negotiated once. */
const encodingByHeader = new Map<string, Encoding | "identity">();
const REMEMBERED_HEADERS = 64;

/** The encoding a request's client takes best, negotiated as `accepts` does. */
export function encodingFor(request: IncomingMessage): Encoding | undefined {
  const header = request.headers["accept-encoding"] ?? "";
  let chosen = encodingByHeader.get(header);
  if (chosen === undefined) {
    const accepted = accepts(request);
    chosen = chooseEncoding((name) => accepted.encodings(name) === name) ?? "identity";
    if (encodingByHeader.size >= REMEMBERED_HEADERS) encodingByHeader.clear();
    encodingByHeader.set(header, chosen);
  }
  return chosen === "identity" ? undefined : chosen;
}

/**
 * The body in `encoding`, compressed the first time it is asked for and kept on the page, so
 * page-cache hits send stored bytes instead of compressing 100+ KB again for every visitor.
 * Brotli quality 5 (the middleware uses 4 per response) is affordable because it is paid once per
 * rendered page, in the thread pool rather than on the event loop.
 */
export function encodedBody(
  page: { body: Buffer; encoded: Partial<Record<Encoding, Promise<Buffer>>> },
  encoding: Encoding,
): Promise<Buffer> {
  // The promise is kept, not the buffer, so requests arriving together share one compression.
  const compressed =
    page.encoded[encoding] ??
    (encoding === "br"
      ? brotliAsync(page.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        })
      : gzipAsync(page.body)
    ).then(compact);
  page.encoded[encoding] = compressed;
  return compressed;
}
