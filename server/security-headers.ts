import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** Headers every response carries; the page CSP is added where HTML is rendered. */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  [
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
}

export function securityHeaders(_request: Request, response: Response, next: NextFunction): void {
  setSecurityHeaders(response);
  next();
}
