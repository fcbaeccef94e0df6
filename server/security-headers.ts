import type { NextFunction, Request, Response } from "express";

/** Headers every response carries; the page CSP is added where HTML is rendered. */
export function securityHeaders(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  response.setHeader("X-Frame-Options", "DENY");
  response.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  next();
}
