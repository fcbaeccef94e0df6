import type { Organization, WithContext } from "schema-dts";
import type { Brand } from "#app/domain/content-types.ts";
import { instagramProfile } from "./instagram.ts";

/** A production brand. */
export function brandOrganization(brand: Brand, url: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.title,
    url,
    ...(brand.logo ? { logo: brand.logo.url } : {}),
    ...(brand.instagram ? { sameAs: instagramProfile(brand.instagram) } : {}),
  };
}
