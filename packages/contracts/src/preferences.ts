import { z } from 'zod';
import { FONT_SIZES, LANGUAGES, MATH_NOTATIONS, PRACTICE_DIFFICULTIES, STUDY_MODES } from './constants.ts';

// ---------------------------------------------------------------- Preferences (spec §3, §4, §9)

/**
 * Everything a user sets about how Taškas looks and behaves for them, in one object (the spec's field
 * names). `language` is the account's `preferred_language`; `leaderboardOptOut` keeps a student off their
 * class's leaderboard.
 */
export const ZPreferences = z.object({
  language: z.enum(LANGUAGES),
  fontSize: z.enum(FONT_SIZES),
  mathNotation: z.enum(MATH_NOTATIONS),
  autoSave: z.boolean(),
  soundEnabled: z.boolean(),
  animationsEnabled: z.boolean(),
  difficulty: z.enum(PRACTICE_DIFFICULTIES),
  studyMode: z.enum(STUDY_MODES),
  leaderboardOptOut: z.boolean(),
});
export type TPreferences = z.infer<typeof ZPreferences>;

/**
 * A change to some preferences; the language switch sends the spec's `{ preferred_language }`, which is
 * read as `language`. Unknown fields are refused, so a misspelt preference is an error, not a silent no-op.
 */
export const ZPreferencesUpdate = ZPreferences.partial()
  .extend({ preferred_language: z.enum(LANGUAGES).optional() })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' })
  .transform(({ preferred_language, ...rest }) =>
    preferred_language && rest.language === undefined ? { ...rest, language: preferred_language } : rest,
  );
export type TPreferencesUpdate = z.input<typeof ZPreferencesUpdate>;

// ---------------------------------------------------------------- Interests

/**
 * Interests a student picks from. The generators theme word problems by `sports`, `music`, `games`,
 * `animals`, `space`, `cooking`, `travel` and `money`; a more particular interest brings its theme along
 * (see INTEREST_THEMES), and any other is passed on as written (the AI writer can use it).
 */
export const INTEREST_CHOICES = [
  'basketball',
  'football',
  'sports',
  'music',
  'games',
  'animals',
  'space',
  'cooking',
  'nature',
  'technology',
  'art',
  'travel',
  'money',
  'books',
  'films',
  'dance',
] as const;
export type InterestChoice = (typeof INTEREST_CHOICES)[number];

/** Particular interests and the generator theme each brings along. */
export const INTEREST_THEMES: Partial<Record<InterestChoice, string>> = {
  basketball: 'sports',
  football: 'sports',
  dance: 'music',
};

export const INTERESTS_LIMITS = { ownMax: 5, ownMinLength: 2, ownMaxLength: 30 } as const;

/** Letters (any alphabet), digits, spaces, hyphens and apostrophes: a word or two, never markup. */
export const OWN_INTEREST_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u;

const ZOwnInterest = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(INTERESTS_LIMITS.ownMinLength)
      .max(INTERESTS_LIMITS.ownMaxLength)
      .regex(OWN_INTEREST_PATTERN, { message: 'Use letters, digits, spaces or hyphens' }),
  );

/** The student's interests: picked from the list, plus up to five of their own words. */
export const ZInterestsUpdate = z
  .object({
    chosen: z.array(z.enum(INTEREST_CHOICES)).max(INTEREST_CHOICES.length),
    own: z.array(ZOwnInterest).max(INTERESTS_LIMITS.ownMax),
  })
  .strict()
  .transform(({ chosen, own }) => ({
    chosen: [...new Set(chosen)],
    own: [...new Map(own.map((word) => [word.toLocaleLowerCase(), word])).values()],
  }));
export type TInterestsUpdate = z.input<typeof ZInterestsUpdate>;

export const ZInterests = z.object({
  chosen: z.array(z.enum(INTEREST_CHOICES)),
  own: z.array(z.string()),
  /** When the student last saved them; null until then (the dashboard offers the choice once). */
  updated_at: z.string().nullable(),
});
export type TInterests = z.infer<typeof ZInterests>;

/**
 * The interests as task generation takes them: each chosen one with its generator theme, then the
 * student's own words; at most `max` (the generation request's limit).
 */
export function interestsForGeneration(interests: Pick<TInterests, 'chosen' | 'own'>, max = 10): string[] {
  const values = interests.chosen.flatMap((choice) => {
    const theme = INTEREST_THEMES[choice];
    return theme ? [choice, theme] : [choice];
  });
  return [...new Set([...values, ...interests.own])].slice(0, max);
}
