import { randomBytes } from 'node:crypto';
import {
  DIFFICULTIES,
  type Difficulty,
  ErrorCode,
  type Language,
  LESSON_LIMITS,
  type LessonPart,
  type LessonReason,
  type TWorkedExample,
} from '@taskas/contracts';
import {
  findSkill,
  type GeneratedTask,
  generateTask,
  hasGenerator,
  type SkillEntry,
  superscript,
} from '@taskas/math';
import type { Insertable } from 'kysely';
import type { Database, NewTask } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuardedAnswer } from '../ai/ai.types.ts';
import { taskRecordOf } from '../tasks/task-record.ts';

/**
 * What a lesson is made of, built from the curriculum and the generators alone (no database): the goal,
 * the built-in explanation, the worked examples and the practice and check tasks as rows to store.
 */

export type NewLesson = Insertable<Database['lessons']>;

export type LessonPlan = {
  row: NewLesson;
  tasks: { part: LessonPart; position: number; record: NewTask }[];
  /** The answers of the practice and check tasks: a model's explanation must not give one away. */
  guarded: GuardedAnswer[];
  interests: readonly string[];
};

export type LessonRequest = {
  studentId: number;
  entry: SkillEntry;
  grade: number;
  language: Language;
  difficulty: Difficulty;
  interests: readonly string[];
  reason: LessonReason;
  createdBy: number | null;
  assignmentId: number | null;
  at: string;
};

/** A skill a lesson can be made on (known, with a generator), else E2003 on `field`. */
export function lessonSkill(skillId: string, field: string): SkillEntry {
  const entry = hasGenerator(skillId) ? findSkill(skillId) : undefined;
  if (!entry) {
    throw new AppError(ErrorCode.INVALID_FORMAT, `No lesson can be made on the skill "${skillId}"`, {
      field,
      details: { skill_id: skillId },
    });
  }
  return entry;
}

/** The grade a skill's lesson is filed under: the preferred one when the skill is taught in it. */
export function gradeOf(entry: SkillEntry, preferred: number | undefined): number {
  if (preferred !== undefined && entry.subtopic.grades.includes(preferred)) return preferred;
  return entry.subtopic.grades[0] ?? entry.topic.grades[0] ?? 5;
}

/** The practice tasks rise from a little below the lesson's difficulty to a little above it. */
const PRACTICE_STEPS = [-1, -1, 0, 0, 1] as const;

function shifted(difficulty: Difficulty, step: number): Difficulty {
  const index = DIFFICULTIES.indexOf(difficulty) + step;
  return DIFFICULTIES[Math.min(DIFFICULTIES.length - 1, Math.max(0, index))] ?? difficulty;
}

/** The difficulties of the practice tasks, then of the check tasks (all at the lesson's own). */
export function lessonDifficulties(difficulty: Difficulty): { practice: Difficulty[]; check: Difficulty[] } {
  return {
    practice: PRACTICE_STEPS.slice(0, LESSON_LIMITS.practiceTasks).map((step) => shifted(difficulty, step)),
    check: Array.from({ length: LESSON_LIMITS.checkTasks }, () => difficulty),
  };
}

const SEED_TRIES = 8;

/**
 * Generates a task of the skill whose question the lesson does not have yet (a few seeds are tried: a
 * generator may draw the same numbers twice at an easy level).
 */
function freshTask(request: LessonRequest, difficulty: Difficulty, used: Set<string>): GeneratedTask {
  let task: GeneratedTask | undefined;
  for (let i = 0; i < SEED_TRIES; i += 1) {
    task = generateTask(request.entry.skill.id, {
      difficulty,
      language: request.language,
      seed: randomBytes(8).toString('hex'),
      interests: request.interests,
    });
    if (!used.has(task.question)) break;
  }
  if (!task) throw new Error('no task was generated');
  used.add(task.question);
  return task;
}

function questionWithChoices(task: GeneratedTask): string {
  if (!task.choices) return task.question;
  return `${task.question} ${task.choices.map((c) => `${c.letter}) ${c.text}`).join(' ')}`;
}

export function workedExampleOf(task: GeneratedTask): TWorkedExample {
  return { question: questionWithChoices(task), steps: task.steps, answer: task.answer.display };
}

/** Everything a lesson stores, generated now; nothing is written. */
export function planLesson(request: LessonRequest): LessonPlan {
  const { entry, language, grade, at, studentId } = request;
  const used = new Set<string>();
  const examples = (['easy', 'medium'] as const)
    .slice(0, LESSON_LIMITS.workedExamples)
    .map((difficulty) => freshTask(request, difficulty, used));
  const levels = lessonDifficulties(request.difficulty);
  const parts = [
    ...levels.practice.map((difficulty, i) => ({ part: 'practice' as const, position: i + 1, difficulty })),
    ...levels.check.map((difficulty, i) => ({ part: 'check' as const, position: i + 1, difficulty })),
  ];
  const generated = parts.map((slot) => ({ ...slot, task: freshTask(request, slot.difficulty, used) }));
  const rule = examples[0]?.explanation ?? generated[0]?.task.explanation ?? '';
  return {
    row: {
      user_id: studentId,
      created_by: request.createdBy,
      skill_id: entry.skill.id,
      topic_id: entry.topic.id,
      grade,
      language,
      difficulty: request.difficulty,
      reason: request.reason,
      goal: entry.skill.description[language],
      explanation: builtinExplanation(entry, rule, language),
      explanation_source: 'builtin',
      worked_examples: JSON.stringify(examples.map(workedExampleOf)),
      assignment_id: request.assignmentId,
      created_at: at,
      completed_at: null,
    },
    tasks: generated.map(({ part, position, task }) => {
      const record = taskRecordOf(task, {
        problemId: `gen-${studentId}-${task.seed}`,
        source: 'generated',
        visibility: 'private',
        ownerId: studentId,
        at,
      });
      // A skill taught over several grades is filed under the lesson's grade, as generated tasks are.
      return { part, position, record: { ...record, grade, grade_level: String(grade) } };
    }),
    guarded: generated.map(({ task }) => ({
      answer: task.answer.correct,
      mode: task.answer.mode,
      ...(task.answer.options ? { options: task.answer.options } : {}),
    })),
    interests: request.interests,
  };
}

const sentence = (text: string) => (/[.?!…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The built-in explanation: the rule the skill's tasks explain themselves with, then the curriculum's
 * example worked to its answer, as two short paragraphs in the lesson's language.
 */
export function builtinExplanation(entry: SkillEntry, rule: string, language: Language): string {
  const question = sentence(entry.skill.example[language]);
  const answer = readableAnswer(entry.skill.example.answer, language, question);
  const example =
    language === 'lt'
      ? `Pažiūrėkime į pavyzdį. ${question} Atsakymas: ${sentence(answer)}`
      : `Here is an example. ${question} Answer: ${sentence(answer)}`;
  return rule.trim() ? `${sentence(rule)}\n\n${example}` : example;
}

/** `B` → `B) 5 724`: the option's text read from the example's question, when it lists its options. */
function choiceOf(letter: string, question: string): string | null {
  const found = new RegExp(`(?:^|\\s)${letter}\\)\\s*(.+?)(?=\\s+[A-D]\\)|[.?!]?$)`).exec(question);
  return found?.[1] ? `${letter}) ${found[1].trim()}` : null;
}

/** English separates a point's or a set's items with commas, Lithuanian with semicolons. */
function commasInBrackets(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if ('([{'.includes(ch)) depth += 1;
    if (')]}'.includes(ch)) depth -= 1;
    out += ch === ';' && depth > 0 ? ',' : ch;
  }
  return out;
}

/**
 * The curriculum's canonical answer (`2^3*3^2*5`, `(-inf; 3)`, `5.4*10^-4`) as a student reads it in
 * the language: powers raised, roots and π as signs, the minus sign, spaced operators, the decimal
 * comma and thin-space thousands in Lithuanian, commas between coordinates in English.
 */
export function readableAnswer(answer: string, language: Language, question = ''): string {
  const text = answer.trim();
  if (/^[A-D]$/.test(text)) return choiceOf(text, question) ?? text;
  let out = text
    .replace(/\^\(?(-?\d+)\)?/g, (_, power: string) => superscript(power))
    .replace(/sqrt\(([^()]+)\)/g, (_, inner: string) => (/^\w+$/.test(inner) ? `√${inner}` : `√(${inner})`))
    .replace(/pi/g, 'π')
    .replace(/\+inf/g, '+∞')
    .replace(/-inf/g, '−∞')
    .replace(/\s+U\s+/g, ' ∪ ')
    .replace(/\bin Z\b/g, '∈ ℤ')
    // A product before a letter, a root, π or a bracket is written without a sign: 2√3, 12π, 2πn.
    .replace(/\*(?=[a-zA-Zπ√(])/g, '')
    .replace(/\*/g, language === 'lt' ? ' · ' : ' × ')
    .replace(/\s*=\s*/g, ' = ')
    .replace(/(?<=[\w)²³⁴⁵⁶⁷⁸⁹π])([+-])(?=[\w(√π])/g, ' $1 ')
    .replace(/-/g, '−')
    .replace(/(?<![\d.])\d+(?!\d)/g, (digits) => grouped(digits, language));
  out = language === 'lt' ? out.replace(/(\d)\.(\d)/g, '$1,$2') : commasInBrackets(out);
  return out;
}

/** Thousands: `32 000` (a thin no-break space) in Lithuanian from five digits, `3,700` in English. */
function grouped(digits: string, language: Language): string {
  if (language === 'lt' && digits.length > 4) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  if (language === 'en' && digits.length > 3) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return digits;
}
