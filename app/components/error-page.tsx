import { isRouteErrorResponse, Link } from "react-router";
import { PATHS } from "#app/config/site.ts";

const USEFUL_LINKS = [
  { name: "Tonight and upcoming parties", path: PATHS.home },
  { name: "Party calendar", path: PATHS.calendar },
  { name: "Clubs", path: PATHS.clubs },
  { name: "DJ schedule", path: PATHS.djSchedule },
];

interface Explained {
  status: number;
  title: string;
  message: string;
}

export function explainError(error: unknown): Explained {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        status: 404,
        title: "Page not found",
        message: "We could not find that page. It may have moved, or the party may be over.",
      };
    }
    if (error.status === 410) {
      return {
        status: 410,
        title: "This is gone",
        message: "This brand or venue no longer operates. Here is what is on instead.",
      };
    }
    if (error.status === 503) {
      return {
        status: 503,
        title: "We are having trouble loading this page",
        message: "Our content service is not answering right now. Please try again in a minute.",
      };
    }
    if (error.status === 400) {
      return {
        status: 400,
        title: "Bad request",
        message: "That address is not one we can answer.",
      };
    }
  }
  return {
    status: 500,
    title: "Something went wrong",
    message: "An unexpected error stopped this page. Please try again in a moment.",
  };
}

/** One error page for every template: a clear message, the status, useful links, no stack trace. */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, title, message } = explainError(error);
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" data-status={status}>
      <p className="text-sm font-bold tracking-widest text-amber-300">{status}</p>
      <h1 className="mt-2 text-3xl font-black sm:text-4xl">{title}</h1>
      <p className="mt-4 text-zinc-300">{message}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {USEFUL_LINKS.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="inline-flex min-h-11 items-center rounded-full border border-white/30 px-4 font-semibold hover:bg-white/10"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
