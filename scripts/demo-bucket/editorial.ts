import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { DemoBuilder } from "./builder.ts";
import { P } from "./builder.ts";

/** Editors' prose lives in ./prose as data; this module turns it into objects. */
const prose = <S extends z.ZodType>(file: string, schema: S): z.infer<S> =>
  schema.parse(JSON.parse(readFileSync(join(import.meta.dirname, "prose", file), "utf8")));

const link = z.object({ slug: z.string(), text: z.string(), target: z.string() });
const LINKS = prose(
  "links.json",
  z.object({ links: z.array(link), community: z.array(link), activities: z.array(z.string()) }),
);

/** Articles, FAQs, activities, links, the home hero, AI answers and the editorial pages. */
export function addEditorialContent(b: DemoBuilder) {
  const articles = prose(
    "articles.json",
    z.array(z.object({ title: z.string(), summary: z.string() })),
  );
  const genres = ["Guide", "Culture", "Music", "Travel"];
  for (const [i, { title, summary }] of articles.entries()) {
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const [c1, c2] = b.colours(i);
    b.add(
      "articles",
      slug,
      title,
      {
        caption: summary.split(".")[0],
        cover: b.poster(`article-${slug}.svg`, title, [c1, c2]),
        summary,
        soundcloud: "",
        instagram: "",
        genere: genres[i % genres.length],
        primary_color: c1,
        secondary_color: c2,
        created_by: "Guide editors",
      },
      `<p>We keep this guide current with what venues, organisers and visitors tell us, and we say so when a detail is not confirmed.</p><h2>In short</h2><p>Check the page of each venue for its hours, and ask the concierge when in doubt.</p>`,
      -60 + i * 3,
    );
  }

  const faqs = prose(
    "faqs.json",
    z.array(z.object({ category: z.string(), question: z.string(), answer: z.string() })),
  );
  for (const [i, { category, question, answer }] of faqs.entries()) {
    b.add("faqs", `faq-${i + 1}`, question, { category }, `<p>${answer}</p>`);
  }

  for (const [i, title] of LINKS.activities.entries()) {
    b.add("activities", title.toLowerCase().replace(/\s+/g, "-"), title, {
      description: `${title}: a daytime plan between nights out.`,
      main_image: b.poster(`activity-${i + 1}.svg`, title, b.colours(i)),
    });
  }
  for (const [i, { slug, text, target }] of LINKS.links.entries()) {
    b.add("links", slug, text, {
      image: b.poster(`link-${i + 1}.svg`, text, b.colours(i), 600, 600),
      text,
      caption: target,
    });
  }
  b.add(
    "home-contents",
    "home-hero",
    "Tulum nights, sorted",
    {
      image: b.poster("home-hero.svg", "Tulum nights, sorted", ["#0f766e", "#f59e0b"]),
      link: `/${P}-party-mexico-event-calendar`,
      primary_color: "#0f766e",
      secondary_color: "#f59e0b",
    },
    "<p>Parties, clubs and DJs across the coast, with a human concierge a tap away.</p>",
  );
  const questions = prose(
    "questions.json",
    z.array(z.object({ slug: z.string(), question: z.string(), answer: z.string() })),
  );
  for (const { slug, question, answer } of questions) {
    b.add("ai-qas", slug, question, { question, answer, json: "" });
  }

  // Editorial pages without a type of their own (about, contact, concierge, ...).
  const pages = prose(
    "pages.json",
    z.array(
      z.object({ slug: z.string(), title: z.string(), summary: z.string(), html: z.string() }),
    ),
  );
  for (const [i, { slug, title, summary, html }] of pages.entries()) {
    b.add(
      "pages",
      slug,
      title,
      { summary, cover: b.poster(`page-${slug}.svg`, title, b.colours(i + 1)) },
      html,
    );
  }
}

/** Link-in-bio cards for the community page. */
export function addCommunityLinks(b: DemoBuilder) {
  for (const [i, { slug, text, target }] of LINKS.community.entries()) {
    b.add("links", slug, text, {
      image: b.poster(`community-link-${i + 1}.svg`, text, b.colours(i + 4), 600, 600),
      text,
      caption: target,
    });
  }
}
