import type { Interest } from '../../interests.ts';
import type { GeneratorContext } from '../../registry.ts';

/** A rectangular object to set a measurement problem on, themed by the student's interest. */
export type RectangleTheme = {
  /** Lithuanian nominative, and the possessive pronoun that agrees with it (jo / jos). */
  lt: { nom: string; pron: string };
  /** English noun phrase with its article. */
  en: string;
  unit: 'cm' | 'dm' | 'm';
};

const THEMES: Record<Interest, RectangleTheme> = {
  sports: { lt: { nom: 'Krepšinio aikštelė', pron: 'jos' }, en: 'a basketball court', unit: 'm' },
  music: { lt: { nom: 'Koncertų scena', pron: 'jos' }, en: 'a concert stage', unit: 'm' },
  games: { lt: { nom: 'Stalo žaidimo lenta', pron: 'jos' }, en: 'a board-game board', unit: 'cm' },
  animals: { lt: { nom: 'Arklių aptvaras', pron: 'jo' }, en: 'a horse paddock', unit: 'm' },
  space: {
    lt: { nom: 'Palydovo saulės baterija', pron: 'jos' },
    en: "a satellite's solar panel",
    unit: 'dm',
  },
  cooking: { lt: { nom: 'Kepimo skarda', pron: 'jos' }, en: 'a baking tray', unit: 'cm' },
  travel: { lt: { nom: 'Stovyklavietė', pron: 'jos' }, en: 'a campsite', unit: 'm' },
  money: { lt: { nom: 'Parduodamas žemės sklypas', pron: 'jo' }, en: 'a plot of land for sale', unit: 'm' },
};

const NEUTRAL: RectangleTheme = { lt: { nom: 'Stačiakampis', pron: 'jo' }, en: 'a rectangle', unit: 'cm' };

/** The themed object for the context's interest, or a plain rectangle. */
export function rectangleTheme(ctx: GeneratorContext): { theme: RectangleTheme; themed: boolean } {
  return ctx.interest ? { theme: THEMES[ctx.interest], themed: true } : { theme: NEUTRAL, themed: false };
}

/** "Krepšinio aikštelė yra stačiakampio formos:" / "A basketball court is a rectangle:" */
export function rectangleIntro(ctx: GeneratorContext, theme: RectangleTheme): string {
  if (theme === NEUTRAL) return ctx.t('Duotas stačiakampis:', 'A rectangle is given:');
  const en = theme.en.charAt(0).toUpperCase() + theme.en.slice(1);
  return ctx.t(`${theme.lt.nom} yra stačiakampio formos:`, `${en} is a rectangle:`);
}
