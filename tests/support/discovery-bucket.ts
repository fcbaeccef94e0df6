import { AREAS } from "#app/config/site.ts";
import { addDays, localDate, localWallTime } from "#app/domain/dates.ts";
import { endOfNight, weekendInterval } from "#app/domain/time/index.ts";
import { demoObjectTypes } from "#scripts/demo-bucket/object-types.ts";
import { fixtureObject, writeFixtureBucket } from "./fixture-bucket.ts";

const TULUM = AREAS.tulum.timeZone;
const CABO = AREAS["san-jose-cabo"].timeZone;
const MINUTE = 60_000;

/** The date and wall time it is in a zone at an instant, as the CMS writes them. */
function wall(instant: number, timeZone: string) {
  const at = new Date(instant);
  return { date: localDate(at, timeZone), start_time: localWallTime(at, timeZone) };
}

const ceilToMinute = (instant: number) => Math.ceil(instant / MINUTE) * MINUTE;

/**
 * A bucket whose parties sit where the discovery tests need them relative to `now`: one on
 * now with a DJ set playing, one later tonight, one in the coming weekend, Cabo parties just
 * before and after Cabo's 06:00, a party of each event status, a Cancun party and genres
 * from artists (one with an accent) and from the DJ schedule.
 */
export function writeDiscoveryBucket(now: Date) {
  const at = now.getTime();
  const today = localDate(now, TULUM);
  const day = (offset: number, time = "22:00") => ({
    date: addDays(today, offset),
    start_time: time,
  });
  const nightEnd = endOfNight(now, TULUM);
  // An hour ago, but within tonight's night: run between 06:00 and 07:00, an hour ago was last
  // night, and the party on now would not be tonight's.
  const onNowStart = Math.max(
    Math.floor((at - 60 * MINUTE) / MINUTE) * MINUTE,
    nightEnd - 24 * 60 * MINUTE,
  );
  const laterStart = ceilToMinute(at + (nightEnd - at) / 2);
  const weekend = weekendInterval(now, TULUM);
  // Two hours into the weekend, or halfway through what is left of it: on a Monday before
  // 06:00 the weekend still running ends within hours.
  const weekendStart = ceilToMinute(
    weekend.start + Math.min(120 * MINUTE, (weekend.end - weekend.start) / 2),
  );
  const caboNightEnd = endOfNight(now, CABO);

  const artists = [
    fixtureObject("a-techno", "artists", "nox-verde", { genere: "Techno" }, { title: "Nox Verde" }),
    fixtureObject(
      "a-afro",
      "artists",
      "selva-kaan",
      { genere: "Afro House" },
      { title: "Selva Kaan" },
    ),
    fixtureObject(
      "a-electro",
      "artists",
      "coral-sonora",
      { genere: "Electrónica" },
      {
        title: "Coral Sonora",
      },
    ),
  ];
  const party = (
    id: string,
    slug: string,
    title: string,
    when: { date: string; start_time: string },
    metadata: Record<string, unknown> = {},
    type = "parties",
  ) =>
    fixtureObject(
      id,
      type,
      slug,
      { ...when, caption: `${title}.`, main_image: "", artist: [], ...metadata },
      { title },
    );
  const onNow = wall(onNowStart, TULUM);
  const parties = [
    party("p-now", "jungle-techno-now", "Jungle Techno @ Bonbonniere", onNow, {
      artist: ["a-techno"],
    }),
    party("p-later", "late-disco-tonight", "Late Disco @ Papaya Playa", wall(laterStart, TULUM)),
    party("p-weekend", "weekend-techno", "Weekend Techno @ Vagalume", wall(weekendStart, TULUM), {
      artist: ["a-techno"],
    }),
    party("p-cancelled", "cancelled-night", "Cancelled Night @ Taboo", day(12), {
      event_status: "cancelled",
      tickets_link: "https://tickets.example.com/cancelled-night",
    }),
    party("p-postponed", "postponed-night", "Postponed Night @ Taboo", day(13), {
      event_status: "postponed",
    }),
    party("p-rescheduled", "rescheduled-night", "Rescheduled Night @ Taboo", day(14), {
      event_status: "rescheduled",
      previous_date: addDays(today, 11),
    }),
    party("p-sold-out", "sold-out-night", "Sold Out Night @ Taboo", day(15), {
      event_status: "sold-out",
      tickets_link: "https://tickets.example.com/sold-out-night",
      artist: ["a-electro"],
    }),
    party("p-cancun", "afro-sunset-cancun", "Afro Sunset @ Downtown", day(16), {
      area: "cancun",
      artist: ["a-afro"],
    }),
    party(
      "c-before",
      "cabo-before-dawn",
      "Cabo Before Dawn",
      wall(caboNightEnd - 30 * MINUTE, CABO),
      {},
      "cabo-parties",
    ),
    party(
      "c-after",
      "cabo-after-dawn",
      "Cabo After Dawn",
      wall(caboNightEnd + 30 * MINUTE, CABO),
      {},
      "cabo-parties",
    ),
  ];
  const sets = [
    fixtureObject(
      "s-now",
      "dj-schedule",
      "set-nox-verde-now",
      {
        event_link: "/event/jungle-techno-now",
        event_name: "Jungle Techno",
        artist_link: "/djs/nox-verde",
        ...onNow,
        end_time: localWallTime(new Date(onNowStart + 120 * MINUTE), TULUM),
        genre: "Techno",
      },
      { title: "Nox Verde at Jungle Techno" },
    ),
    fixtureObject(
      "s-later",
      "dj-schedule",
      "set-disco-later",
      {
        event_link: "/event/late-disco-tonight",
        event_name: "Late Disco",
        ...wall(laterStart, TULUM),
        genre: "Disco",
      },
      { title: "Marisol Tides at Late Disco" },
    ),
  ];
  const file = writeFixtureBucket([...artists, ...parties, ...sets], {
    object_types: demoObjectTypes(),
  });
  return {
    file,
    expected: {
      onNowTimes: [onNow.start_time, localWallTime(new Date(onNowStart + 120 * MINUTE), TULUM)],
    },
  };
}
