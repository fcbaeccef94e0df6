import { createContext, useContext } from "react";

/** The render's script nonce (app/http/nonce.server.ts); none in the browser, which never needs it. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
