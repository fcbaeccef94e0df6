/**
 * The DJ of a set titled "{DJ} at {party}" ("{DJ} en {party}" in the set's Spanish version):
 * the words before the first " at " or " en ".
 */
export function setArtist(title: string): string {
  return title.split(/ (?:at|en) /)[0] ?? title;
}
