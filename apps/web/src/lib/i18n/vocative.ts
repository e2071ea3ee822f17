// Lithuanian addresses people in the vocative case ("Sveiki, Jonai!"), so a greeting needs the
// first name declined. Only the regular endings are changed; anything else is left as typed.
const ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['ius', 'iau'],
  ['as', 'ai'],
  ['is', 'i'],
  ['ys', 'y'],
  ['us', 'au'],
  ['ė', 'e'],
];

/** The vocative of a Lithuanian first name: Jonas → Jonai, Paulius → Pauliau, Eglė → Egle. */
export function lithuanianVocative(name: string): string {
  const trimmed = name.trim();
  // Short or all-capital words are more likely nicknames or initials than declinable names.
  if (trimmed.length < 3 || trimmed === trimmed.toUpperCase()) return trimmed;
  for (const [ending, replacement] of ENDINGS) {
    if (trimmed.endsWith(ending)) return trimmed.slice(0, -ending.length) + replacement;
  }
  return trimmed;
}
