import { createContext, useContext } from "react";
import type { PublicEnv as Configured } from "#app/config/env.server.ts";
import type { ConciergeLinks } from "#app/domain/whatsapp.ts";

/** What the browser may know of the configuration, and the concierge's links in its language. */
export type PublicEnv = Configured & { concierge: ConciergeLinks };

const PublicEnvContext = createContext<PublicEnv | null>(null);

export const PublicEnvProvider = PublicEnvContext.Provider;

export function usePublicEnv(): PublicEnv {
  const value = useContext(PublicEnvContext);
  if (!value) throw new Error("usePublicEnv outside PublicEnvProvider");
  return value;
}

/** The site origin, or null outside the provider (a page rendered without the root's data). */
export function useSiteUrl(): string | null {
  return useContext(PublicEnvContext)?.siteUrl ?? null;
}
