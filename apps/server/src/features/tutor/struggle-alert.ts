import { STRUGGLE_RULE } from '@taskas/contracts';

const DAY_MS = 86_400_000;

/** One counted answer of the last two windows, with the skill of its task. */
export type RecentAnswer = {
  is_correct: boolean;
  created_at: string;
  skill_id: string | null;
  topic_id: string | null;
};

export type Struggle =
  | {
      kind: 'wrong_streak';
      skill_id: string;
      topic_id: string | null;
      wrong_in_a_row: number;
      last_at: string;
    }
  | {
      kind: 'accuracy_drop';
      accuracy: number;
      previous_accuracy: number;
      answers: number;
      previous_answers: number;
    };

/** Where the answers this rule reads begin: two windows back. */
export function struggleHorizon(now: Date): string {
  return new Date(now.getTime() - 2 * STRUGGLE_RULE.windowDays * DAY_MS).toISOString();
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Whether a student struggles, and why (decision 015). `answers` are the student's counted answers
 * since `struggleHorizon(now)`, newest first. A wrong streak names a skill, so it is the one told
 * when both rules hold; of several skills the one answered last.
 *
 * 1. The last three answers on one skill within the last seven days were all wrong — a correct answer
 *    on that skill ends the streak, answers older than the window never make one.
 * 2. Accuracy of the last seven days is at least 25 points below the seven days before, with at least
 *    five answers in each (fewer say too little to compare).
 */
export function struggleOf(answers: readonly RecentAnswer[], now: Date): Struggle | null {
  const windowStart = new Date(now.getTime() - STRUGGLE_RULE.windowDays * DAY_MS).toISOString();
  const previousStart = struggleHorizon(now);

  const runs = new Map<string, { topic_id: string | null; wrong: number; ended: boolean; last_at: string }>();
  let answersNow = 0;
  let correctNow = 0;
  let answersBefore = 0;
  let correctBefore = 0;
  for (const answer of answers) {
    if (answer.created_at >= windowStart) {
      answersNow += 1;
      if (answer.is_correct) correctNow += 1;
      if (answer.skill_id === null) continue;
      let run = runs.get(answer.skill_id);
      if (!run) {
        run = { topic_id: answer.topic_id, wrong: 0, ended: false, last_at: answer.created_at };
        runs.set(answer.skill_id, run);
      }
      if (run.ended) continue;
      if (answer.is_correct) run.ended = true;
      else run.wrong += 1;
    } else if (answer.created_at >= previousStart) {
      answersBefore += 1;
      if (answer.is_correct) correctBefore += 1;
    }
  }

  let streak: Struggle | null = null;
  for (const [skillId, run] of runs) {
    if (run.wrong < STRUGGLE_RULE.wrongStreak) continue;
    if (streak?.kind === 'wrong_streak' && streak.last_at >= run.last_at) continue;
    streak = {
      kind: 'wrong_streak',
      skill_id: skillId,
      topic_id: run.topic_id,
      wrong_in_a_row: run.wrong,
      last_at: run.last_at,
    };
  }
  if (streak) return streak;

  if (answersNow < STRUGGLE_RULE.minAnswers || answersBefore < STRUGGLE_RULE.minAnswers) return null;
  // before − now ≥ drop, in whole numbers: (cb·an − cn·ab) ≥ drop · ab · an
  const drop = correctBefore * answersNow - correctNow * answersBefore;
  if (drop < STRUGGLE_RULE.accuracyDrop * answersBefore * answersNow) return null;
  return {
    kind: 'accuracy_drop',
    accuracy: round(correctNow / answersNow),
    previous_accuracy: round(correctBefore / answersBefore),
    answers: answersNow,
    previous_answers: answersBefore,
  };
}
