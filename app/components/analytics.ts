/**
 * Analytics runs only when a measurement id is configured and the visitor accepted cookies; the
 * code that loads it (load-analytics.ts) is fetched only then.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export type ConsentChoice = "accepted" | "declined";
export const CONSENT_KEY = "cookie-consent";

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Sent only when analytics was loaded, i.e. configured and consented. */
export function recordEvent(name: string, params: Record<string, string>): boolean {
  if (!window.gtag) return false;
  window.gtag("event", name, params);
  return true;
}
