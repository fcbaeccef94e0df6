import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { APP_ICONS } from "#app/config/app-icons.ts";

/** The installed app's icons (APP_ICONS): the favicon's "T" on its gradient, drawn with Inter (no system fonts). */
function icon(size: number, maskable: boolean) {
  const mark = maskable ? size * 0.8 : size;
  return {
    type: "div",
    key: null,
    props: {
      style: {
        width: size,
        height: size,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundImage: maskable ? "linear-gradient(135deg, #14b8a6, #fbbf24)" : "none",
      },
      children: {
        type: "div",
        key: null,
        props: {
          style: {
            width: mark,
            height: mark,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            borderRadius: size / 2,
            backgroundImage: maskable ? "none" : "linear-gradient(135deg, #14b8a6, #fbbf24)",
            color: "#09090b",
            fontSize: mark * 0.55,
            fontWeight: 800,
            fontFamily: "Inter",
          },
          children: "T",
        },
      },
    },
  };
}

export async function writeAppIcons(clientDirectory: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const font = await readFile(
    require.resolve("@fontsource/inter/files/inter-latin-800-normal.woff"),
  );
  await mkdir(resolve(clientDirectory, "icons"), { recursive: true });
  for (const { path, size, purpose } of APP_ICONS) {
    const svg = await satori(icon(size, purpose === "maskable"), {
      width: size,
      height: size,
      fonts: [{ name: "Inter", data: font, weight: 800, style: "normal" }],
    });
    await writeFile(resolve(clientDirectory, `.${path}`), new Resvg(svg).render().asPng());
  }
}
