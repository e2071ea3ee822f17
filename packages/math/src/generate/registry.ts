import { findSkill, type SkillEntry } from '../curriculum/curriculum.ts';
import type { Difficulty, Figure, GeneratedTask, GeneratorInput, Language } from '../types.ts';
import { DIFFICULTY_LEVELS } from '../types.ts';
import { tr } from './format.ts';
import { type Interest, isInterest } from './interests.ts';
import { createRandom, type Random } from './random.ts';

/** What a skill's generator receives. */
export type GeneratorContext = {
  rng: Random;
  language: Language;
  difficulty: Difficulty;
  /** 0 (very easy) … 4 (very hard): the numbers and the number of steps grow with it. */
  level: 0 | 1 | 2 | 3 | 4;
  /** The student's interest to theme a word problem with, or null (use a neutral context). */
  interest: Interest | null;
  /** `t('lt text', 'en text')` picks the task language. */
  t(lt: string, en: string): string;
  entry: SkillEntry;
};

/** What a generator returns; the registry adds the curriculum fields. */
export type TaskDraft = Pick<
  GeneratedTask,
  'question' | 'choices' | 'input_kind' | 'answer' | 'hints' | 'steps' | 'explanation'
> & {
  /** Defaults to the skill's description. */
  title?: string;
  /** true when the text used `ctx.interest`. */
  themed?: boolean;
  /** A figure for the task (see `figures/`); none when omitted. */
  figure?: Figure | null;
};

export type SkillGenerator = (ctx: GeneratorContext) => TaskDraft;
export type GeneratorTable = Readonly<Record<string, SkillGenerator>>;

const generators = new Map<string, SkillGenerator>();

export function registerGenerators(table: GeneratorTable): void {
  for (const [skillId, generator] of Object.entries(table)) {
    if (!findSkill(skillId)) throw new Error(`generator for unknown skill ${skillId}`);
    if (generators.has(skillId)) throw new Error(`two generators for skill ${skillId}`);
    generators.set(skillId, generator);
  }
}

export function hasGenerator(skillId: string): boolean {
  return generators.has(skillId);
}

export function generatorSkillIds(): string[] {
  return [...generators.keys()];
}

export class UnknownSkillError extends Error {}

/** `(skill, difficulty, seed, language, interests?)` → a task; the same input always gives the same task. */
export function generateTask(skillId: string, input: GeneratorInput): GeneratedTask {
  const entry = findSkill(skillId);
  const generator = generators.get(skillId);
  if (!entry || !generator) throw new UnknownSkillError(`no generator for skill "${skillId}"`);
  const level = DIFFICULTY_LEVELS.indexOf(input.difficulty);
  if (level < 0) throw new Error(`unknown difficulty "${input.difficulty}"`);
  const rng = createRandom(`${skillId}|${input.difficulty}|${input.seed}`);
  const interests = (input.interests ?? []).filter(isInterest);
  // The interest is drawn from its own stream so that adding interests does not change the numbers.
  const interest = interests.length > 0 ? createRandom(`${input.seed}|interest`).pick(interests) : null;
  const draft = generator({
    rng,
    language: input.language,
    difficulty: input.difficulty,
    level: level as GeneratorContext['level'],
    interest,
    t: (lt, en) => tr(input.language, lt, en),
    entry,
  });
  return {
    skill_id: entry.skill.id,
    subtopic_id: entry.subtopic.id,
    topic_id: entry.topic.id,
    area_id: entry.area.id,
    curriculum_ref: entry.subtopic.curriculum_ref,
    grade: entry.subtopic.grades[0] ?? entry.topic.grades[0] ?? 5,
    difficulty: input.difficulty,
    language: input.language,
    seed: input.seed,
    interest: draft.themed ? interest : null,
    title: draft.title ?? entry.skill.description[input.language],
    question: draft.question,
    choices: draft.choices,
    input_kind: draft.input_kind,
    answer: draft.answer,
    hints: draft.hints,
    steps: draft.steps,
    explanation: draft.explanation,
    figure: draft.figure ?? null,
  };
}
