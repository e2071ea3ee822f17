import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, TScoreboard } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The logged-in student's totals, streak, mastery by topic and latest attempts. */
export const getScoreboard = (signal?: AbortSignal) => apiV1.get<TScoreboard>('/scoreboard', { signal });

/**
 * Keyed on the language the server answers in (the account's saved one): topic names come back
 * translated, so a language switch asks again once the server knows the new choice.
 */
export const scoreboardQueryKey = (language: Language) => ['scoreboard', 'summary', language] as const;

export const scoreboardQueryOptions = (language: Language) =>
  queryOptions({ queryKey: scoreboardQueryKey(language), queryFn: ({ signal }) => getScoreboard(signal) });

/** Read fresh on every visit: answers given on the task pages change every number here. */
export function useScoreboard(language: Language, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...scoreboardQueryOptions(language), staleTime: 0, enabled });
}
