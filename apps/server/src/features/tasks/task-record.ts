import { findSkill, type GeneratedTask } from '@taskas/math';
import type { NewTask } from '../../db/schema.ts';
import { searchTextOf } from './search-text.ts';

const INPUT_COMPONENTS: Record<string, string> = {
  number: 'NumberInput',
  fraction: 'FractionInput',
  expression: 'MathExpressionInput',
  multiple_choice: 'MultipleChoiceInput',
  coordinates: 'CoordinatePlaneInput',
  interval: 'IntervalInput',
  set: 'SetInput',
  equation_solutions: 'EquationSolutionsInput',
};

export type TaskOrigin = {
  problemId: string;
  source: NewTask['source'];
  visibility: NewTask['visibility'];
  ownerId: number | null;
  at: string;
};

/** A generated task as a row: the curriculum place in the task's language, the answer kept server-side. */
export function taskRecordOf(task: GeneratedTask, origin: TaskOrigin): NewTask {
  const entry = findSkill(task.skill_id);
  const lang = task.language;
  const topicName = entry?.topic.name[lang] ?? task.topic_id;
  const subtopicName = entry?.subtopic.name[lang] ?? task.subtopic_id;
  const category = entry?.area.name[lang] ?? 'General';
  const tags = [task.topic_id, task.subtopic_id, task.skill_id, ...(task.interest ? [task.interest] : [])];
  return {
    problem_id: origin.problemId,
    title: task.title,
    difficulty: task.difficulty,
    grade: task.grade,
    grade_level: String(task.grade),
    category,
    area_id: task.area_id,
    topic: topicName,
    topic_id: task.topic_id,
    topic_code: entry?.topic.code ?? null,
    subtopic: subtopicName,
    subtopic_id: task.subtopic_id,
    skill_id: task.skill_id,
    task_category: category,
    task_subcategory: topicName,
    curriculum_ref: task.curriculum_ref,
    tags: JSON.stringify(tags),
    description: entry?.skill.description[lang] ?? null,
    problem: task.question,
    input_kind: task.input_kind,
    choices: task.choices ? JSON.stringify(task.choices) : null,
    answer_mode: task.answer.mode,
    answer_correct: task.answer.correct,
    answer_options: task.answer.options ? JSON.stringify(task.answer.options) : null,
    answer_display: task.answer.display,
    hints: JSON.stringify(task.hints),
    steps: JSON.stringify(task.steps),
    explanation: task.explanation,
    figure_svg: task.figure?.svg ?? null,
    figure_alt: task.figure?.alt ?? null,
    figure_input: task.figure?.input ? JSON.stringify(task.figure.input) : null,
    extra: JSON.stringify({ seed: task.seed, interest: task.interest }),
    presentation_component: 'MathTaskPresentation',
    input_component: INPUT_COMPONENTS[task.input_kind] ?? 'MathExpressionInput',
    validation_component: `engine:${task.answer.mode}`,
    react_component: 'TaskCard',
    original_task_id: null,
    ai_task_id: null,
    version: 1,
    source: origin.source,
    status: 'published',
    visibility: origin.visibility,
    owner_id: origin.ownerId,
    language: lang,
    seed: task.seed,
    search_text: searchTextOf([
      task.title,
      task.question,
      entry?.topic.name.lt,
      entry?.topic.name.en,
      entry?.topic.code,
      entry?.subtopic.name.lt,
      entry?.subtopic.name.en,
      entry?.skill.description.lt,
      entry?.skill.description.en,
      entry?.area.name.lt,
      entry?.area.name.en,
      task.interest,
    ]),
    created_at: origin.at,
    updated_at: origin.at,
  };
}
