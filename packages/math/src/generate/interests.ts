import type { Language } from '../types.ts';

/** Interests a student can pick; word problems of suitable skills are themed by one of them. */
export const INTERESTS = [
  'sports',
  'music',
  'games',
  'animals',
  'space',
  'cooking',
  'travel',
  'money',
] as const;
export type Interest = (typeof INTERESTS)[number];

export function isInterest(value: string): value is Interest {
  return (INTERESTS as readonly string[]).includes(value);
}

/** Names that read naturally in both languages' texts (Lithuanian forms are nominative). */
export const PEOPLE: readonly { lt: string; en: string }[] = [
  { lt: 'Eglė', en: 'Emma' },
  { lt: 'Lukas', en: 'Luke' },
  { lt: 'Gabija', en: 'Grace' },
  { lt: 'Matas', en: 'Matt' },
  { lt: 'Austėja', en: 'Amy' },
  { lt: 'Jonas', en: 'John' },
  { lt: 'Ugnė', en: 'Una' },
  { lt: 'Dovydas', en: 'David' },
];

export function personName(index: number, language: Language): string {
  const person = PEOPLE[index % PEOPLE.length] as { lt: string; en: string };
  return person[language];
}
