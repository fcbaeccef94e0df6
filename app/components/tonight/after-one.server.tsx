import type { AfterOneView } from "#app/view-models/after-one.server.ts";
import { renderServerMarkup } from "../server-markup.server.tsx";

/** "After 1 AM: Cenote Sounds until 3:00 AM", drawn on the server only (shown by ServerMarkup). */
export function AfterOneLine({ view }: { view: AfterOneView }) {
  return (
    <p className="text-zinc-200 lg:mt-3" data-after-one>
      <span className="font-black text-amber-300">{view.label}:</span>{" "}
      {view.none ??
        view.late.map((party, index) => (
          <span key={party.id} data-slug={party.slug}>
            {index > 0 && " · "}
            <a href={party.href} className="underline">
              {party.title}
            </a>{" "}
            {party.until}
          </span>
        ))}
    </p>
  );
}

/** The line as a loader sends it: its HTML, and until when it is shown. */
export const afterOneMarkup = (view: AfterOneView) => ({
  closes: view.closes,
  markup: renderServerMarkup(<AfterOneLine view={view} />),
});
