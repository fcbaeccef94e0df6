import { PRODUCT_NAME, PRODUCT_SLUG, SITE_NAME } from "#app/config/site.ts";
import type { Page } from "#app/domain/editorial-types.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The five editorial pages ship with copy of their own, so they render on any bucket: Cosmic
 * buckets made for this destination have no `pages` type. A `pages` object with the same slug,
 * when the bucket has one, replaces the built-in page whole.
 */
const ENGLISH: Page[] = [
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

/** The same pages in Mexican Spanish, same slugs. */
const SPANISH: Page[] = [
  {
    slug: "about",
    title: `Quiénes somos: ${SITE_NAME}`,
    summary: `Una guía independiente de las noches de ${PRODUCT_NAME} y del resto del Caribe Mexicano.`,
    cover: null,
    content: `<p>${SITE_NAME} reúne las fiestas, clubs, beach clubs, productoras y DJs de ${PRODUCT_NAME}, Cancún, Playa del Carmen, Isla Mujeres y San José del Cabo, con la fecha, la hora en el horario de cada zona y el lugar de cada noche.</p>
<p>Los eventos nos llegan de promotores, de los lugares y de nuestras propias visitas, y una persona revisa cada uno antes de publicarlo. Cuando no pudimos confirmar un dato, como un precio, el dress code o una dirección, la página lo dice en vez de adivinar.</p>
<p>Si quieres una mesa o un plan para tu grupo, los botones de concierge abren un chat de WhatsApp con una persona de nuestro equipo.</p>`,
  },
  {
    slug: "community",
    title: "Comunidad",
    summary: "Promotores, DJs, fotógrafos y toda la gente que hace las noches.",
    cover: null,
    content: `<p>La guía es tan buena como lo que nos cuenta la gente que organiza las noches. Mándanos tu fiesta, tus fotos o una corrección, y una persona de nuestro equipo lo revisa antes de publicarlo.</p>
<p>Promotores y lugares: mándennos la fecha, la hora de inicio, el lugar y el line-up de su noche, con un póster o una foto cuyos derechos sean suyos. DJs: manden su nombre tal como aparece en los pósters, su género y sus links.</p>`,
  },
  {
    slug: "contact",
    title: "Contacto",
    summary: "Habla con una persona: WhatsApp para mesas y planes, Instagram para todo lo demás.",
    cover: null,
    content: `<p>La forma más rápida de contactarnos es WhatsApp: los botones de esta página abren un chat con una persona de nuestro equipo, en español o en inglés.</p>
<p>Para eventos, correcciones y fotos, escríbenos por Instagram.</p>`,
  },
  {
    slug: `${PRODUCT_SLUG}-concierge-services`,
    title: "Viajes y concierge",
    summary: "Mesas, traslados y planes para tus noches, organizados por una persona en WhatsApp.",
    cover: null,
    content: `<p>Cuéntanos tus fechas, cuántos son y qué tipo de noche te gusta, y te sugerimos las fiestas que van contigo, pedimos mesa en los lugares y te ayudamos a llegar y a regresar.</p>
<h2>Lo que podemos organizar</h2>
<ul><li>Mesas y camastros en clubs y beach clubs</li><li>Traslados a lugares fuera del pueblo, ida y vuelta</li><li>Planes para cumpleaños, despedidas de soltero y soltera y otros grupos</li></ul>
<p>Los precios y consumos mínimos los pone cada lugar y cambian según la noche; te decimos cuánto son antes de que te comprometas a nada.</p>`,
  },
  {
    slug: `${PRODUCT_SLUG}-wedding-planners`,
    title: "Wedding planners",
    summary: "Afters, sesiones al atardecer y DJs para bodas en la costa.",
    cover: null,
    content: `<p>Ponemos en contacto a parejas y wedding planners con DJs, lugares y espacios para el after en la costa, y ayudamos a planear una noche de fiesta para los invitados que llegan antes o se quedan más días.</p>
<p>Dinos la fecha, el lugar y el número de invitados, y una persona de nuestro equipo te responde por WhatsApp.</p>`,
  },
];

const BY_LOCALE: Record<Locale, ReadonlyMap<string, Page>> = {
  en: new Map(ENGLISH.map((page) => [page.slug, page])),
  es: new Map(SPANISH.map((page) => [page.slug, page])),
};

/** A built-in editorial page in the page's language. */
export const defaultPage = (slug: string, locale: Locale): Page | undefined =>
  BY_LOCALE[locale].get(slug);
