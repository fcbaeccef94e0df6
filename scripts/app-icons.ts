import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { APP_ICONS } from "#app/config/app-icons.ts";
import { box, drawPng } from "#app/link-previews/draw.server.ts";

const GRADIENT = "linear-gradient(135deg, #14b8a6, #fbbf24)";

/**
 * The installed app's icons (APP_ICONS): the favicon's "T" on its gradient. A maskable icon
 * keeps the mark inside the safe zone (the inner 80%) and the gradient to the edges.
 */
function icon(size: number, maskable: boolean) {
  const mark = maskable ? size * 0.8 : size;
  return box(
    {
      width: size,
      height: size,
      alignItems: "center",
      justifyContent: "center",
      backgroundImage: maskable ? GRADIENT : "none",
    },
    box(
      {
        width: mark,
        height: mark,
        alignItems: "center",
        justifyContent: "center",
        borderRadius: size / 2,
        backgroundImage: maskable ? "none" : GRADIENT,
        color: "#09090b",
        fontSize: mark * 0.55,
        fontWeight: 800,
        fontFamily: "Inter",
      },
      "T",
    ),
  );
}

export async function writeAppIcons(clientDirectory: string): Promise<void> {
  await mkdir(resolve(clientDirectory, "icons"), { recursive: true });
  for (const { path, size, purpose } of APP_ICONS) {
    const png = await drawPng(icon(size, purpose === "maskable"), size, size);
    await writeFile(resolve(clientDirectory, `.${path}`), png);
  }
}
