import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#scripts/harness/site-process.ts";
import { NGINX_TEMPLATE } from "#scripts/nginx-config.ts";
import { clientNetwork } from "#server/client-network.ts";
import { startNginx } from "#tests/support/nginx.ts";

/**
 * Issue 64: the nginx recipe counts clients as the instances do: an IPv6 client is its /64.
 * Debian's nginx runs the template's own map block and answers the client it names, for
 * addresses spelled as nginx spells them (RFC 5952), each held against clientNetwork.
 */
function fairnessMap(): string {
  const template = readFileSync(NGINX_TEMPLATE, "utf8");
  const block = /^ {2}map \$http_x_client_addr \$fairness_client \{[\s\S]*?^ {2}\}$/m.exec(
    template,
  );
  if (!block) throw new Error("no $fairness_client map in the nginx template");
  return block[0];
}

describe("the nginx recipe's clients", () => {
  let nginx: ChildProcess | undefined;
  let prefix = "";
  let url = "";

  beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), "nginx-clients-"));
    for (const folder of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"])
      mkdirSync(join(prefix, folder));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const temp = (name: string) => `${name}_temp_path ${prefix}/${name};`;
    nginx = await startNginx(
      prefix,
      `pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  access_log off;
  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}
${fairnessMap()}
  server {
    listen 127.0.0.1:${port};
    location / { default_type text/plain; return 200 "$fairness_client"; }
  }
}
`,
      url,
    );
  });

  afterAll(() => {
    nginx?.kill("SIGTERM");
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  const clientOf = async (address: string) =>
    (await fetch(url, { headers: { "x-client-addr": address } })).text();

  it.each([
    "203.0.113.7",
    "::ffff:203.0.113.7",
    "2001:db8:12:34::1",
    "2001:db8:12:34:ffff:ffff:ffff:ffff",
    "2001:db8:12:34:abcd::",
    "2001:db8:12::1",
    "2001:db8::1",
    "2001::5:6:7:8:9",
    "2001::1",
    "fe80::1:2:3:4",
  ])("%s counts as the client the instances count", async (address) => {
    expect(await clientOf(address)).toBe(clientNetwork(address));
  });

  it("counts 120 addresses of one /64 as one client", async () => {
    const clients = new Set<string>();
    for (let i = 1; i <= 120; i++) clients.add(await clientOf(`2001:db8:7:7::${i.toString(16)}`));
    expect([...clients]).toEqual(["2001:db8:7:7::/64"]);
  });
});
