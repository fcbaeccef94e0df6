import { PRODUCT_NAME, PRODUCT_SLUG, SITE_NAME } from "#app/config/site.ts";
import type { Page } from "#app/domain/content-types.ts";

/**
 * The five editorial pages ship with copy of their own, so they render on any bucket: Cosmic
 * buckets made for this destination have no `pages` type. A `pages` object with the same slug,
 * when the bucket has one, replaces the built-in page whole.
 */
const PAGES: Page[] = [
  {
    slug: "about",
    title: `About ${SITE_NAME}`,
    summary: `An independent guide to ${PRODUCT_NAME}'s nights out, and to the rest of the Mexican Caribbean coast.`,
    cover: null,
    content: `<p>${SITE_NAME} lists the parties, clubs, beach clubs, production brands and DJs of ${PRODUCT_NAME}, Cancun, Playa del Carmen, Isla Mujeres and San Jose del Cabo, with the date, the time in the area's own time zone and the venue of every night.</p>
<p>Listings come from promoters, venues and our own visits, and a person checks each one before it goes up. Where we could not confirm a detail, such as a price, a door policy or an address, the page says so instead of guessing.</p>
<p>When you want a table or a plan for your group, the concierge buttons open a WhatsApp chat with a person on our team.</p>`,
  },
  {
    slug: "community",
    title: "Community",
    summary: "Promoters, DJs, photographers and the people who make the nights.",
    cover: null,
    content: `<p>The guide is only as good as what the people who run the nights tell us. Send us your party, your photos or a correction, and a person on our team checks it before it goes up.</p>
<p>Promoters and venues: send the date, start time, venue and lineup of your night, with a poster or photo you own the rights to. DJs: send your name as it appears on posters, your genre and your links.</p>`,
  },
  {
    slug: "contact",
    title: "Contact",
    summary: "Talk to a person: WhatsApp for tables and plans, Instagram for everything else.",
    cover: null,
    content: `<p>The fastest way to reach us is WhatsApp: the buttons on this page open a chat with a person on our team, in English or Spanish.</p>
<p>For listings, corrections and photos, write to us on Instagram.</p>`,
  },
  {
    slug: `${PRODUCT_SLUG}-concierge-services`,
    title: "Travel and concierge",
    summary: "Tables, transfers and plans for your nights, arranged by a person on WhatsApp.",
    cover: null,
    content: `<p>Tell us your dates, the size of your group and the kind of night you like, and we suggest the parties that fit, ask the venues for tables and help with getting there and back.</p>
<h2>What we can arrange</h2>
<ul><li>Tables and day beds at clubs and beach clubs</li><li>Rides to venues outside town and back</li><li>Plans for birthdays, bachelor and bachelorette parties and other groups</li></ul>
<p>Prices and minimum spends are set by each venue and change with the night; we tell you what they are before you commit to anything.</p>`,
  },
  {
    slug: `${PRODUCT_SLUG}-wedding-planners`,
    title: "Wedding planners",
    summary: "After-parties, sunset sessions and DJs for weddings on the coast.",
    cover: null,
    content: `<p>We put couples and wedding planners in touch with DJs, venues and after-party spaces on the coast, and help plan a night out for the guests who arrive early or stay on.</p>
<p>Tell us the date, the place and the number of guests, and a person on our team answers on WhatsApp.</p>`,
  },
];

export const DEFAULT_PAGES: ReadonlyMap<string, Page> = new Map(
  PAGES.map((page) => [page.slug, page]),
);
