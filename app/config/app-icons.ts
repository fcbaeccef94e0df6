/** The installed app's icons, drawn at build time (scripts/app-icons.ts) into build/client/icons. */
export const APP_ICONS = [
  { path: "/icons/icon-192.png", size: 192, purpose: "any" },
  { path: "/icons/icon-512.png", size: 512, purpose: "any" },
  // Maskable: the mark inside the safe zone (the inner 80%), the gradient to the edges.
  { path: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

/** The shell's background: the installed app's splash screen and title bar. */
export const APP_BACKGROUND = "#09090b";
