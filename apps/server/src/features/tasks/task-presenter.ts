import {
  type Language,
  type Role,
  stripPlaceholders,
  type TGenerationReport,
  type TRevealedSolution,
  type TTask,
  type TTaskDetail,
  type TTaskSummary,
  ZTask,
  ZTaskSummary,
} from '@taskas/contracts';
import { figureInputOf, figureUrl } from './task-figure.ts';
import type { TaskWithProgress } from './tasks.repository.ts';

function parseList(text: string | null): string[] {
  if (!text) return [];
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
}

export function hintsOf(task: Pick<TaskWithProgress, 'hints'>): string[] {
  return parseList(task.hints);
}

/**
 * Decision 006: the answer, steps and explanation are earned by a correct answer, by giving up
 * (`/help/explanation`) or by taking the last rung of the hint ladder.
 */
export function solutionEarned(task: TaskWithProgress): boolean {
  return (
    task.progress_completed === 1 ||
    task.progress_revealed === 1 ||
    (task.progress_hints_used ?? 0) > hintsOf(task).length
  );
}

export function revealedSolution(
  task: Pick<TaskWithProgress, 'answer_display' | 'steps' | 'explanation'>,
): TRevealedSolution {
  return { answer: task.answer_display, steps: parseList(task.steps), explanation: task.explanation };
}

export function presentTask(task: TaskWithProgress): TTask {
  const earned = solutionEarned(task);
  const steps = earned ? parseList(task.steps) : [];
  const choices = task.choices ? (JSON.parse(task.choices) as { letter: string; text: string }[]) : [];
  const tags = parseList(task.tags);
  const extra = stripPlaceholders(JSON.parse(task.extra) as Record<string, unknown>);
  return {
    id: task.id,
    problem_id: task.problem_id || String(task.id),
    title: task.title,
    difficulty: task.difficulty,
    grade: task.grade,
    grade_level: task.grade_level,
    category: task.category || task.task_category || 'General',
    topic: task.topic,
    subtopic: task.subtopic,
    task_category: task.task_category,
    task_subcategory: task.task_subcategory,
    curriculum_ref: task.curriculum_ref,
    tags,
    description: task.description,
    problem: task.problem,
    completed: task.progress_completed === 1,
    score: task.progress_best_score ?? null,
    created_at: task.created_at,
    updated_at: task.updated_at,
    presentation_component: task.presentation_component,
    input_component: task.input_component,
    validation_component: task.validation_component,
    react_component: task.react_component,
    original_task_id: task.original_task_id,
    ai_task_id: task.ai_task_id,
    version: task.version,
    source: task.source,
    status: task.status,
    visibility: task.visibility,
    owner_id: task.owner_id,
    language: task.language,
    content: {
      ai_task_id: task.ai_task_id,
      category: task.category,
      description: task.description,
      metadata: {
        curriculum_ref: task.curriculum_ref,
        difficulty: task.difficulty,
        grade: task.grade,
        subtopic: task.subtopic,
        tags,
        topic: task.topic,
      },
      question: {
        text: task.problem,
        image_url: task.figure_alt === null ? null : figureUrl(task.id, task.version),
        alt_text: task.figure_alt,
        figure_input: figureInputOf(task.figure_input),
        code: null,
        format: 'text',
        type: task.input_kind,
      },
      solution: {
        answer: earned ? task.answer_display : null,
        explanation: earned ? task.explanation : null,
        steps,
        intermediate_steps: steps,
        answer_options: choices,
        final_explanation_steps: earned ? [task.explanation] : [],
      },
      extra,
    },
    skill_id: task.skill_id,
    topic_id: task.topic_id,
    subtopic_id: task.subtopic_id,
    hints_total: hintsOf(task).length + 1,
    hints_used: task.progress_hints_used ?? 0,
    solution_revealed: earned,
  };
}

/** The task page: the task, the hints already taken and the task in the other language. */
export function presentTaskDetail(
  task: TaskWithProgress,
  translations: { language: Language; id: number }[],
  viewerRole?: Role,
): TTaskDetail {
  const hints = hintsOf(task);
  // How a model-written task was verified is for those who set and review tasks, not for the student.
  const generation =
    task.generation && (viewerRole === 'tutor' || viewerRole === 'admin')
      ? (JSON.parse(task.generation) as TGenerationReport)
      : undefined;
  return {
    ...presentTask(task),
    hints_shown: hints.slice(0, Math.min(task.progress_hints_used ?? 0, hints.length)),
    translations,
    ...(generation ? { generation } : {}),
  };
}

export function presentTaskSummary(task: TaskWithProgress): TTaskSummary {
  return {
    id: task.id,
    problem_id: task.problem_id,
    title: task.title,
    problem: task.problem,
    difficulty: task.difficulty,
    grade: task.grade,
    topic: task.topic,
    topic_id: task.topic_id,
    subtopic: task.subtopic,
    skill_id: task.skill_id,
    language: task.language,
    completed: task.progress_completed === 1,
  };
}

/**
 * A task of a list as JSON text, checked against its contract as every response is (unknown keys
 * dropped; a wrong type throws, which answers 500). Lists keep these texts (task-cache.ts).
 */
export function taskJson(task: TaskWithProgress): string {
  return JSON.stringify(ZTask.parse(presentTask(task)));
}

export function taskSummaryJson(task: TaskWithProgress): string {
  return JSON.stringify(ZTaskSummary.parse(presentTaskSummary(task)));
}
