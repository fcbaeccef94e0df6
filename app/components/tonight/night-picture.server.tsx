import type { NightPictureView } from "#app/view-models/tonight-picture.server.ts";
import { renderServerMarkup } from "../server-markup.server.tsx";

/**
 * Tonight at a glance (app/view-models/tonight-picture.server.ts): one bar per party from its
 * start to its end over the night's hours, and a line at now. Drawn on the server only and
 * shown through ServerMarkup: the page's script carries none of it.
 */
export function NightPicture({ view }: { view: NightPictureView }) {
  return (
    <section
      className="mb-8"
      aria-labelledby="night-picture-title"
      data-night-picture
      data-from={view.from}
      data-to={view.to}
      data-now={view.now}
    >
      <h2 id="night-picture-title" className="mb-1 text-xl font-black sm:text-2xl">
        {view.title}
      </h2>
      <figure>
        <figcaption className="mb-2 text-sm text-zinc-400">{view.caption}</figcaption>
        {/* Fit to the width at any size (issue 63): a phone sees the whole night and now at
            once, each party's name and hours in words above its bar (wrapped, never cut). */}
        <div className="rounded-lg border border-zinc-800 bg-zinc-950 px-2">
          <div className="relative pt-6 pb-6">
            {view.hours.map((hour) => (
              <span
                key={hour.at}
                aria-hidden="true"
                className="absolute top-0 h-full border-l border-zinc-800 pl-1 text-xs whitespace-nowrap text-zinc-400"
                style={{ left: `${hour.left}%` }}
              >
                <span className={hour.wideOnly ? "max-sm:invisible" : undefined}>{hour.label}</span>
              </span>
            ))}
            {view.bars.map((bar) => (
              <a
                key={bar.key}
                href={bar.href}
                className="relative block py-1 hover:bg-white/5"
                data-over={bar.over}
              >
                <span
                  className={`relative block text-sm leading-5 font-bold ${bar.over ? "text-zinc-400" : "text-white"}`}
                >
                  {bar.title}
                  <span className="font-normal">
                    {" · "}
                    {bar.hours}
                  </span>
                </span>
                <span
                  className={`relative mt-1 block h-2.5 rounded ${
                    bar.over
                      ? "bg-zinc-600"
                      : bar.endKnown
                        ? "bg-amber-400"
                        : "border-r-2 border-dashed border-amber-200 bg-gradient-to-r from-amber-400 to-amber-400/20"
                  }`}
                  style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                  data-bar
                  data-slug={bar.slug}
                  data-start={bar.start}
                  data-end={bar.end}
                  data-end-known={bar.endKnown}
                  data-over={bar.over}
                />
              </a>
            ))}
            {view.nowMark && (
              <span
                className="pointer-events-none absolute top-0 flex h-full items-end border-l-2 border-emerald-300 pb-1 pl-1 text-xs font-bold text-emerald-300"
                style={{ left: `${view.nowMark.left}%` }}
                data-now-mark
              >
                {view.nowMark.label}
              </span>
            )}
          </div>
        </div>
      </figure>
    </section>
  );
}

/** The figure as a loader sends it (null: no party to draw). */
export const nightPictureMarkup = (view: NightPictureView | null) =>
  view && renderServerMarkup(<NightPicture view={view} />);
