/**
 * Avatar initials (spec §2): from the username, else the part of the e-mail before "@", else "U".
 * A name made of several words ("jonas.petraitis") gives two letters, a single word one.
 */
export function initialsFor(
  user: { username?: string | null; email?: string | null } | null | undefined,
): string {
  const fromEmail = user?.email?.split('@')[0];
  for (const source of [user?.username, fromEmail]) {
    const words = (source ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const [first, second] = words;
    if (!first) continue;
    const letters = second ? `${[...first][0]}${[...second][0]}` : ([...first][0] ?? '');
    return letters.toLocaleUpperCase('lt');
  }
  return 'U';
}
