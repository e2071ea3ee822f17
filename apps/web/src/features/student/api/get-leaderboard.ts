import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaderboardEntry } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/**
 * A student's class (the students of their tutors) or a tutor's own students, best first, by first
 * name only; students who opted out are left out, so an opted-out student does not see themselves.
 * An admin names the tutor whose class to show.
 */
export const getLeaderboard = (tutorId: number | undefined, signal?: AbortSignal) =>
  apiV1.get<TLeaderboardEntry[]>('/scoreboard/leaderboard', {
    params: tutorId === undefined ? undefined : { tutor_id: tutorId },
    signal,
  });

export const leaderboardQueryKey = ['scoreboard', 'leaderboard'] as const;

export const leaderboardQueryOptions = (tutorId?: number) =>
  queryOptions({
    queryKey: tutorId === undefined ? leaderboardQueryKey : [...leaderboardQueryKey, tutorId],
    queryFn: ({ signal }) => getLeaderboard(tutorId, signal),
  });

export function useLeaderboard({ tutorId }: { tutorId?: number } = {}) {
  return useQuery({ ...leaderboardQueryOptions(tutorId), staleTime: 0 });
}
