/** schema.org sameAs for an Instagram handle. */
export const instagramProfile = (handle: string) => [`https://www.instagram.com/${handle}/`];
