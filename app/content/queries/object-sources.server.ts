import type { ObjectsRequest } from "../cosmic/cms-service.ts";
import { liveObjects } from "../cosmic/content-fallback.server.ts";
import { fetchObjects } from "../cosmic/cosmic-client.server.ts";
import { throughSharedAnswers } from "../cosmic/shared-answers.server.ts";

/** Live content: the fleet's shared answers (Redis, when connected), else Cosmic. */
export const cosmicObjects = (request: ObjectsRequest) =>
  throughSharedAnswers(request, liveObjects);

/** An editor's preview: drafts and the latest versions, straight from Cosmic. */
export const draftObjects = (request: ObjectsRequest) =>
  fetchObjects({ ...request, status: "any" });
