import type { Party } from "#app/domain/content-types.ts";

/** A party as the content layer returns it: empty fields, with the test's own values on top. */
export function testParty(values: Pick<Party, "id" | "slug" | "date"> & Partial<Party>): Party {
  return {
    kind: "parties",
    title: values.slug,
    content: "",
    status: "scheduled",
    area: "tulum",
    caption: "",
    ticketsLink: "",
    reservationsLink: "",
    eventLink: "",
    extraContent: "",
    lineup: "",
    price: "",
    minAge: null,
    primaryColor: null,
    secondaryColor: null,
    image: null,
    showInMainPage: false,
    hideFromCalendar: false,
    video: "",
    videoId: "",
    brand: null,
    venue: null,
    artists: [],
    artistIds: [],
    magicEvent: false,
    ...values,
  };
}
