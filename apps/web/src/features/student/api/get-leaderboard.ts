import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaderboardEntry } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/**
 * A student's class (the students of their tutors) or a tutor's own students, best first, by first
 * name only; students who opted out are left out, so an opted-out student does not see themselves.
 */
export const getLeaderboard = (signal?: AbortSignal) =>
  apiV1.get<TLeaderboardEntry[]>('/scoreboard/leaderboard', { signal });

export const leaderboardQueryKey = ['scoreboard', 'leaderboard'] as const;

export const leaderboardQueryOptions = () =>
  queryOptions({ queryKey: leaderboardQueryKey, queryFn: ({ signal }) => getLeaderboard(signal) });

export function useLeaderboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...leaderboardQueryOptions(), staleTime: 0, enabled });
}
