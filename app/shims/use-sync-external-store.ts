/**
 * Lingui's React bindings import `use-sync-external-store/shim`, a copy of the hook for React
 * versions before 18. React 19 has it built in; the build points the shim here (vite.config.ts).
 */
export { useSyncExternalStore } from "react";
