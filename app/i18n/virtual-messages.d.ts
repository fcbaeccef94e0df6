/** The browser's split catalogs (scripts/vite-split-messages.ts). */
declare module "virtual:common-messages/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
