import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPracticeSettings } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';
import { leaderboardQueryKey } from './get-leaderboard';

/** The student's practice preferences: the difficulty of practice tasks and leaderboard visibility. */
export const getPracticeSettings = (signal?: AbortSignal) =>
  apiV1.get<TPracticeSettings>('/practice/settings', { signal });

/** Changes only the given fields; the server answers with the whole saved settings. */
export const updatePracticeSettings = (change: Partial<TPracticeSettings>) =>
  apiV1.patch<TPracticeSettings>('/practice/settings', change, { retry: false });

export const practiceSettingsQueryKey = ['practice', 'settings'] as const;

export const practiceSettingsQueryOptions = () =>
  queryOptions({ queryKey: practiceSettingsQueryKey, queryFn: ({ signal }) => getPracticeSettings(signal) });

export function usePracticeSettings() {
  return useQuery(practiceSettingsQueryOptions());
}

export function useUpdatePracticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePracticeSettings,
    onSuccess: (settings, change) => {
      queryClient.setQueryData(practiceSettingsQueryKey, settings);
      // Opting out or back in takes the student off or onto their class's board.
      if ('leaderboard_opt_out' in change)
        return queryClient.invalidateQueries({ queryKey: leaderboardQueryKey });
      // Recommendations come at the chosen difficulty.
      if ('difficulty' in change)
        return queryClient.invalidateQueries({ queryKey: ['tasks', 'recommended'] });
    },
  });
}
