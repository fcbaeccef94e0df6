/** The DJ of a DJ-schedule entry, from its title ("Nox Verde at Jungle Techno" -> "Nox Verde"). */
export function setArtist(title: string): string {
  return title.split(" at ")[0] ?? title;
}
