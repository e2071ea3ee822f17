import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPracticeSettings } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The caller's practice preferences: difficulty (`auto` follows mastery) and leaderboard opt-out. */
export const practiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['practice-settings'] as const,
    queryFn: ({ signal }) => apiV1.get<TPracticeSettings>('/practice/settings', { signal }),
  });

export function usePracticeSettings() {
  return useQuery(practiceSettingsQueryOptions());
}
