import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

const brotli = promisify(brotliCompress);

/** Text formats worth compressing; images, fonts and PDFs are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml"]);

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` (brotli quality 11) and `file.gz` (gzip made by Zopfli, 3-4 % smaller than
 * zlib's level 9 and read by every gzip decoder) beside every text file of the client build:
 * made once at build time, where the server's per-request compression could only afford fast
 * settings (docs/decisions/0039). The server and nginx send them as they are.
 */
export async function precompress(directory: string): Promise<{ files: number; bytes: number }> {
  const sources = filesUnder(directory).filter((file) =>
    PRECOMPRESSED_EXTENSIONS.has(extname(file)),
  );
  let count = 0;
  let saved = 0;
  await Promise.all(
    sources.map(async (file) => {
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        zopfliGzip(body, { numiterations: 15 }),
      ]);
      // Even a small file is worth it when made once at build time; a copy that is not
      // smaller is left out, and the file goes as it is.
      if (br.length < body.length) writeFileSync(`${file}.br`, br);
      if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      count++;
      saved += body.length - Math.min(br.length, body.length);
    }),
  );
  return { files: count, bytes: saved };
}
