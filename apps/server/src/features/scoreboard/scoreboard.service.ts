import {
  CONFIDENCE_WEEKS,
  confidenceAsProbability,
  ErrorCode,
  type Language,
  type TConfidenceCalibration,
  type TLeaderboardEntry,
  type TScoreboard,
} from '@taskas/contracts';
import { taxonomy } from '@taskas/math';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { masteryOf } from '../attempts/mastery.ts';
import { runOf, shownStreak } from '../student-totals/active-days.ts';
import type { Viewer } from '../tasks/tasks.repository.ts';
import { createScoreboardRepository } from './scoreboard.repository.ts';

const DAY_MS = 86_400_000;

/** Consecutive days with practice, ending today or yesterday (UTC), from the distinct days newest first. */
export function streakOf(daysNewestFirst: string[], today = new Date()): number {
  return shownStreak(daysNewestFirst[0] ?? null, runOf(daysNewestFirst), today);
}

/** The Monday (UTC) of the day's week, `YYYY-MM-DD`. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

type ConfidenceCount = { day: string; level: number; answers: number; correct: number };

/**
 * The confidence calibration (contract `ZConfidenceCalibration`) of answers counted per day and level.
 * A group's Brier sum is exact: its right answers each add (p − 1)², its wrong ones p².
 */
export function calibrationOf(counts: ConfidenceCount[]): TConfidenceCalibration {
  const byLevel = [1, 2, 3, 4, 5].map((level) => ({ level, answers: 0, correct: 0 }));
  const weeks = new Map<string, { answers: number; correct: number; confidence: number; brier: number }>();
  for (const count of counts) {
    const level = byLevel[count.level - 1];
    if (!level) continue;
    level.answers += count.answers;
    level.correct += count.correct;
    const p = confidenceAsProbability(count.level);
    const key = weekStartOf(count.day);
    const week = weeks.get(key) ?? { answers: 0, correct: 0, confidence: 0, brier: 0 };
    week.answers += count.answers;
    week.correct += count.correct;
    week.confidence += p * count.answers;
    week.brier += count.correct * (p - 1) ** 2 + (count.answers - count.correct) * p ** 2;
    weeks.set(key, week);
  }
  return {
    by_level: byLevel.map((l) => ({
      level: l.level,
      answers: l.answers,
      correct_share: share(l.correct, l.answers),
    })),
    weekly: [...weeks.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([weekStart, w]) => ({
        week_start: weekStart,
        answers: w.answers,
        mean_confidence: share(w.confidence, w.answers),
        correct_share: share(w.correct, w.answers),
        calibration: Math.round((1 - w.brier / w.answers) * 1000) / 1000,
      })),
  };
}

export function createScoreboardService(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const repo = createScoreboardRepository(db);

  return {
    async scoreboard(userId: number, language: Language): Promise<TScoreboard> {
      const thisWeek = weekStartOf(now().toISOString().slice(0, 10));
      const firstWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (CONFIDENCE_WEEKS - 1) * 7 * DAY_MS);
      const [totals, recent, mastery, confidence] = await Promise.all([
        repo.totals(userId),
        repo.recent(userId, 10),
        repo.mastery(userId),
        repo.confidenceSince(userId, firstWeek.toISOString()),
      ]);
      const byTopic = new Map<string, number[]>();
      for (const row of mastery)
        byTopic.set(row.topic_id, [...(byTopic.get(row.topic_id) ?? []), masteryOf(row.rating)]);
      return {
        user_id: userId,
        points: totals.points,
        tasks_solved: totals.solved,
        attempts: totals.attempts,
        correct_attempts: totals.correct,
        accuracy: totals.attempts === 0 ? 0 : Math.round((totals.correct / totals.attempts) * 1000) / 1000,
        streak_days: shownStreak(totals.lastActiveDay, totals.activeRunDays, now()),
        mastery_by_topic: [...byTopic.entries()].map(([topicId, values]) => ({
          topic_id: topicId,
          topic: taxonomy.topics.find((t) => t.id === topicId)?.name[language] ?? topicId,
          mastery: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1000) / 1000,
          skills_practised: values.length,
        })),
        recent_activity: recent.map((r) => ({ ...r, is_correct: r.is_correct === 1 })),
        confidence: calibrationOf(confidence),
      };
    },

    /** A tutor's students, or a student's class; first names only; opted-out students are left out. */
    async leaderboard(viewer: Viewer, tutorId?: number): Promise<TLeaderboardEntry[]> {
      let students: number[];
      if (viewer.role === 'student') students = await repo.classmates({ studentId: viewer.id });
      else if (viewer.role === 'tutor') students = await repo.classmates({ tutorId: viewer.id });
      else {
        if (!tutorId)
          throw new AppError(ErrorCode.REQUIRED_FIELD, 'tutor_id is required', { field: 'tutor_id' });
        students = await repo.classmates({ tutorId });
      }
      const rows = await repo.leaderboard(students);
      return rows
        .map((r) => ({
          id: r.id,
          first_name: r.first_name,
          points: Number(r.points),
          solved: Number(r.solved),
        }))
        .sort(
          (a, b) => b.points - a.points || b.solved - a.solved || a.first_name.localeCompare(b.first_name),
        )
        .map((r, index) => ({
          rank: index + 1,
          first_name: r.first_name,
          points: r.points,
          tasks_solved: r.solved,
          is_me: r.id === viewer.id,
        }));
    },
  };
}
