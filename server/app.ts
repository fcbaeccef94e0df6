import { resolve } from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import { resolveRedirect } from "../app/domain/redirects.ts";
import { securityHeaders } from "./security-headers.ts";

const ROOT = resolve(import.meta.dirname, "..");
export const CLIENT_BUILD = resolve(ROOT, "build/client");

interface SiteOptions {
  build: ServerBuild;
  caboSiteUrl: string;
  /** When the embedded emulator serves the content, its media folder is served at /media. */
  mediaDirectory?: string;
}

/** Longest path or query the site answers; longer requests are refused before any work. */
const MAX_URL_LENGTH = 8192;

export function createSite({ build, mediaDirectory, caboSiteUrl }: SiteOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders);
  app.use(compression());

  app.use((request, response, next) => {
    if (request.originalUrl.length > MAX_URL_LENGTH) {
      response.status(414).type("text/plain").send("URI too long");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response
        .status(405)
        .setHeader("Allow", "GET, HEAD")
        .type("text/plain")
        .send("Method not allowed");
      return;
    }
    const target = resolveRedirect(request.path, { caboSiteUrl });
    if (target) {
      const query = request.originalUrl.includes("?")
        ? request.originalUrl.slice(request.originalUrl.indexOf("?"))
        : "";
      response.setHeader("Cache-Control", "public, max-age=86400");
      response.redirect(301, target.startsWith("/") ? `${target}${query}` : target);
      return;
    }
    next();
  });

  app.use(
    "/assets",
    express.static(resolve(CLIENT_BUILD, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  if (mediaDirectory) {
    app.use(
      "/media",
      express.static(mediaDirectory, { immutable: true, maxAge: "1y", index: false }),
    );
  }
  app.use(express.static(CLIENT_BUILD, { maxAge: "1h", index: false }));

  app.use(createRequestHandler({ build, mode: "production" }));
  return app;
}
