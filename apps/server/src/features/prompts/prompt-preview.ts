import {
  type Difficulty,
  ErrorCode,
  type Language,
  PROMPT_VARIABLE_PATTERN,
  type PromptVariable,
  type TPromptPreview,
  unknownPromptVariables,
} from '@taskas/contracts';
import { findSkill } from '@taskas/math';
import { AppError } from '../../http/app-error.ts';

const DIFFICULTY_WORDS: Record<Language, Record<Difficulty, string>> = {
  lt: {
    very_easy: 'labai lengva',
    easy: 'lengva',
    medium: 'vidutinė',
    hard: 'sunki',
    very_hard: 'labai sunki',
  },
  en: { very_easy: 'very easy', easy: 'easy', medium: 'medium', hard: 'hard', very_hard: 'very hard' },
};

/** The language's own name as a template says "write in {{language}}" ("lietuvių kalba", "in English"). */
const LANGUAGE_NAMES: Record<Language, string> = { lt: 'lietuvių', en: 'English' };
const NO_INTERESTS: Record<Language, string> = { lt: 'nenurodyti', en: 'none given' };
const EXAMPLE_WORDS: Record<Language, { task: string; answer: string }> = {
  lt: { task: 'Užduotis', answer: 'Atsakymas' },
  en: { task: 'Task', answer: 'Answer' },
};

export type PreviewInput = {
  template: string;
  skill_id: string;
  language: Language;
  difficulty: Difficulty;
  interests: string[];
};

/** Sample values of every variable, taken from a curriculum skill; an unknown skill is a coded 404. */
export function sampleValuesOf(input: Omit<PreviewInput, 'template'>): Record<PromptVariable, string> {
  const entry = findSkill(input.skill_id);
  if (!entry) {
    throw new AppError(ErrorCode.NOT_FOUND, `No curriculum skill with ID ${input.skill_id}`, {
      field: 'skill_id',
      details: { skill_id: input.skill_id },
    });
  }
  const { skill, subtopic, topic } = entry;
  const lang = input.language;
  const words = EXAMPLE_WORDS[lang];
  return {
    topic: `${topic.name[lang]} – ${subtopic.name[lang]}`,
    grade: String(subtopic.grades[0] ?? topic.grades[0] ?? ''),
    difficulty: DIFFICULTY_WORDS[lang][input.difficulty],
    interests: input.interests.length > 0 ? input.interests.join(', ') : NO_INTERESTS[lang],
    language: LANGUAGE_NAMES[lang],
    skill: skill.description[lang],
    examples: `${words.task}: ${skill.example[lang]}\n${words.answer}: ${skill.example.answer}`,
  };
}

/** Fills each known `{{variable}}`; an unknown one is left as written (and listed). */
export function renderPrompt(template: string, values: Record<string, string>): TPromptPreview {
  const rendered = template.replace(PROMPT_VARIABLE_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
  return { rendered, values, unknown_variables: unknownPromptVariables(template) };
}

export function previewPrompt(input: PreviewInput): TPromptPreview {
  return renderPrompt(input.template, sampleValuesOf(input));
}
