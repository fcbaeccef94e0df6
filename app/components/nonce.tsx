import { createContext, useContext } from "react";

/** The render's script nonce (app/http/nonce.server.ts); the server provides it. */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The nonce to put on the page's scripts. In the browser it is "": browsers hide a nonce
 * attribute's value once the page has loaded (it reads ""), and the browser never needs one.
 */
export const useNonce = (): string => useContext(NonceContext) ?? "";
