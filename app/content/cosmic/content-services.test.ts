import { describe, expect, it } from "vitest";
import { CmsError } from "./cms-service.ts";
import {
  contentServices,
  unreportedServices,
  withContentServices,
} from "./content-services.server.ts";

describe("content services", () => {
  it("content read outside any site's context is an error, not the environment's bucket", () => {
    expect(() => contentServices()).toThrow(CmsError);
  });

  it("a site's context says what its content reads", () => {
    const services = unreportedServices({
      apiUrl: "http://127.0.0.1:9/v3",
      bucketSlug: "b",
      readKey: "k",
    });
    expect(withContentServices(services, () => contentServices())).toBe(services);
  });
});
