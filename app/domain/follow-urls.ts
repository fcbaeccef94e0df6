/**
 * The addresses that subscribe to a feed at `feed` (its https URL), so a calendar app follows it
 * rather than copying it once (issue 65): webcal:// for an iPhone, a Mac or desktop Outlook,
 * Google Calendar's "add by URL" with the same feed, Outlook on the web's "add from web" (named
 * `name` in its list of calendars), and the feed itself for any other app.
 */
export function followUrls(
  feed: string,
  name: string,
): { webcal: string; google: string; outlook: string; feed: string } {
  const webcal = feed.replace(/^https?:/, "webcal:");
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    // Not documented by Microsoft; the address Outlook.com's own "Subscribe from web" opens.
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: feed, name })}`,
    feed,
  };
}
