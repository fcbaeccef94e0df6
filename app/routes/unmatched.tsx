import { redirect } from "react-router";

/** Any unknown path goes to the home page (302, so a later real page can take the path). */
export function loader() {
  throw redirect("/", { status: 302, headers: { "Cache-Control": "public, max-age=60" } });
}

export default function Unmatched() {
  return null;
}
