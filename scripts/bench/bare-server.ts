import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { z } from "zod";

/**
 * The baseline the site is held against: a bare Node server in a process of its own (as the site
 * is), answering one stored response from memory. Reads `{ headers, body }` (body in base64) from
 * the file named first, listens on 127.0.0.1 at the port named second, and prints "listening".
 */
const storedSchema = z.object({ headers: z.array(z.string()), body: z.string() });
const [file, port] = process.argv.slice(2);
const stored = storedSchema.parse(JSON.parse(readFileSync(file ?? "", "utf8")));
const body = Buffer.from(stored.body, "base64");
const headers = [...stored.headers, "content-length", String(body.length)];

createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.info("listening"));
