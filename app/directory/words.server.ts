import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { DirectoryRecord } from "./schema.ts";

/**
 * The directory's visitor copy (records.ts: captions, areas, tag values and descriptions) as
 * Lingui messages, so `npm run i18n:extract` puts each in both catalogs and the Spanish pages
 * say it in Spanish. The English source stays in records.ts; a unit test fails when a text there
 * is missing here (or has no Spanish).
 */
export const DIRECTORY_MESSAGES = [
  msg`Beach club, hotel and a natural beach amphitheatre known for Full Moon parties.`,
  msg`Tulum Beach`,
  msg`Full Moon parties`,
  msg`Night parties in the beach amphitheatre.`,
  msg`Electronic`,
  msg`Electronic acts and label weekenders.`,
  msg`Beach access`,
  msg`On the 2025 list of places that dropped cover and minimums for beach access.`,
  msg`Hotel and beach club of the Ahau Collection, home of the Ven a la Luz sculpture park.`,
  msg`Beach club`,
  msg`Beach access with no cover or minimum (2025).`,
  msg`Sculpture park`,
  msg`The Ven a la Luz sculpture park.`,
  msg`Hotel and beach club, part of the Ahau Collection.`,
  msg`Cabanas`,
  msg`Upper cabanas: a minimum spend of about MXN 1,700 per person.`,
  msg`Mezcal-fuelled jungle club-restaurant with a disco ball, Grupo Gitano since 2013.`,
  msg`Disco`,
  msg`Disco nights on Friday and Saturday from 22:00.`,
  msg`Disco / house`,
  msg`Disco and house under the disco ball.`,
  msg`Mezcal`,
  msg`More than 40 mezcals.`,
  msg`Grupo Gitano's beach club on a cove.`,
  msg`Bossa nova`,
  msg`Bossa nova by day.`,
  msg`Nightclub; tickets and tables are sold through its own site.`,
  msg`Nightclub`,
  msg`Club nights with guest DJs.`,
  msg`Beach club of Mandala Group.`,
  msg`Beach club and restaurant of Mandala Group.`,
  msg`Restaurant-bar of Grupo RosaNegra by the beach.`,
  msg`Beach venue of Grupo RosaNegra.`,
  msg`Beach club by the sea.`,
  msg`Greek restaurant that runs like a club: people on tables, staff in togas.`,
  msg`Dinner show`,
  msg`Staff in togas, guests dancing on tables.`,
  msg`Loud, club-like`,
  msg`Club music through dinner.`,
  msg`Grupo RosaNegra grill concept with live shows at night.`,
  msg`Tulum`,
  msg`Live shows`,
  msg`Live shows at night.`,
  msg`Open-fire steakhouse (wagyu) by the beach.`,
  msg`Soul, soft electronic, Latin jazz`,
  msg`Dinner soundtrack.`,
  msg`Cenote club at Casa Tortuga: food, DJs and a VIP area.`,
  msg`Tulum jungle`,
  msg`Cenote club`,
  msg`DJs by a cenote, about 10 min from centro.`,
  msg`Hostel and hotel brand.`,
  msg`Festival brand from Ibiza, held at a cenote in the jungle outside Tulum.`,
  msg`Festival season in the jungle.`,
  msg`Zamna's beach-side parties.`,
  msg`Jungle event venue for electronic music, run by Lostnights Events and Mandala Group.`,
  msg`Techno / house`,
  msg`Season events from dusk.`,
  msg`Damian Lazarus and Crosstown Rebels' jungle gathering, first held in December 2012.`,
  msg`House / techno`,
  msg`Multi-stage day-into-night event.`,
  msg`Party brand.`,
];

/** A directory text in `i18n`'s language; the English text itself when it has no message. */
export function directoryText(i18n: I18n, english: string): string {
  if (!english) return english;
  const id = generateMessageId(english);
  const text = i18n._(id);
  return text === id ? english : text;
}

/** A directory record with its visitor copy in `i18n`'s language (names and keys unchanged). */
export function localizedRecord(record: DirectoryRecord, i18n: I18n): DirectoryRecord {
  const say = (text: string) => directoryText(i18n, text);
  return {
    ...record,
    caption: say(record.caption),
    area: say(record.area),
    tags: record.tags.map((tag) => ({
      ...tag,
      value: say(tag.value),
      ...(tag.desc ? { desc: say(tag.desc) } : {}),
    })),
  };
}
