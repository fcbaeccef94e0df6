/**
 * The addresses that subscribe to a feed at `feed` (its https URL), so a calendar app follows it
 * rather than copying it once (issue 65): webcal:// for an iPhone, a Mac or Outlook, Google
 * Calendar's "add by URL" with the same feed, and the feed itself for any other app.
 */
export function followUrls(feed: string): { webcal: string; google: string; feed: string } {
  const webcal = feed.replace(/^https?:/, "webcal:");
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    feed,
  };
}
