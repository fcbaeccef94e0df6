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
        <div className="overflow-x-auto rounded-lg border border-zinc-800 bg-zinc-950">
          <div className="relative min-w-[40rem]" style={{ height: view.height }}>
            {view.hours.map((hour) => (
              <span
                key={hour.at}
                aria-hidden="true"
                className="absolute top-0 h-full border-l border-zinc-800 pl-1 text-xs text-zinc-400"
                style={{ left: `${hour.left}%` }}
              >
                {hour.label}
              </span>
            ))}
            {view.bars.map((bar) => (
              <a
                key={bar.key}
                href={bar.href}
                className={`absolute block h-7 truncate rounded px-2 text-sm leading-7 font-bold text-zinc-950 ${
                  bar.endKnown
                    ? "bg-amber-400"
                    : "border-r-2 border-dashed border-amber-200 bg-gradient-to-r from-amber-400 to-amber-400/20"
                }`}
                style={{ left: `${bar.left}%`, width: `${bar.width}%`, top: bar.top }}
                data-bar
                data-slug={bar.slug}
                data-start={bar.start}
                data-end={bar.end}
                data-end-known={bar.endKnown}
              >
                {bar.title}
                <span className="font-normal">
                  {" · "}
                  {bar.hours}
                </span>
              </a>
            ))}
            {view.nowMark && (
              <span
                className="absolute top-0 flex h-full items-end border-l-2 border-emerald-300 pb-1 pl-1 text-xs font-bold text-emerald-300"
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
