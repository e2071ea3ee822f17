import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Language,
  type TPrompt,
  type TPromptInput,
  type TPromptListQuery,
  type TPromptPreview,
  type TPromptPreviewRequest,
  type TPromptSummary,
  type TPromptUpdate,
  type TPromptVersion,
  type TTaskGenerationPrompt,
  ZPromptListQuery,
} from '@taskas/contracts';
import { apiV1, type TQueryParams } from '../../../lib/http';

/** Prompts per page in the library. */
export const PROMPTS_PER_PAGE = 20;

/** Every prompt query starts with this key, so one invalidation refreshes the whole library. */
const PROMPTS_KEY = 'prompts';

/** The query string of `GET /prompts`, normalised by the contract; "all" and a blank search left out. */
export function promptListParams(query: TPromptListQuery): TQueryParams {
  const { purpose, language, scope, q, page, per_page } = ZPromptListQuery.parse(query);
  const chosen = (value: string | undefined) => (value === 'all' ? undefined : value);
  return {
    purpose: chosen(purpose),
    language: chosen(language),
    scope: chosen(scope),
    q: q || undefined,
    page,
    per_page,
  };
}

export function usePrompts(query: TPromptListQuery) {
  const params = promptListParams(query);
  return useQuery({
    queryKey: [PROMPTS_KEY, 'list', params],
    queryFn: ({ signal }) => apiV1.getPage<TPromptSummary>('/prompts', { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export const promptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [PROMPTS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiV1.get<TPrompt>(`/prompts/${id}`, { signal }),
  });

export function usePrompt(id: number) {
  return useQuery(promptQueryOptions(id));
}

/** The newest versions shown in a prompt's history (the most the server gives in one page). */
const VERSIONS_SHOWN = 100;

/** Newest first, the current version included. */
export function usePromptVersions(id: number) {
  return useQuery({
    queryKey: [PROMPTS_KEY, 'versions', id],
    queryFn: ({ signal }) =>
      apiV1.get<TPromptVersion[]>(`/prompts/${id}/versions`, {
        params: { per_page: VERSIONS_SHOWN },
        signal,
      }),
  });
}

/** The prompt task generation uses now for `language`, and whether an AI provider is set. */
export function useTaskGenerationPrompt(language: Language) {
  return useQuery({
    queryKey: [PROMPTS_KEY, 'task-generation', language],
    queryFn: ({ signal }) =>
      apiV1.get<TTaskGenerationPrompt>('/prompts/task-generation', { params: { language }, signal }),
  });
}

/** After a change: the saved prompt is cached as the server returned it, and every list refreshes. */
function useSaved() {
  const queryClient = useQueryClient();
  return (prompt?: TPrompt) => {
    if (prompt) queryClient.setQueryData(promptQueryOptions(prompt.id).queryKey, prompt);
    return queryClient.invalidateQueries({
      queryKey: [PROMPTS_KEY],
      predicate: (query) => !prompt || query.queryKey[1] !== 'detail' || query.queryKey[2] !== prompt.id,
    });
  };
}

// Writes are sent once: the user presses the button again themselves.
const once = { retry: false } as const;

export function useCreatePrompt() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: TPromptInput) => apiV1.post<TPrompt>('/prompts', input, once),
    onSuccess: (prompt) => void saved(prompt),
  });
}

export function useUpdatePrompt(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: TPromptUpdate) => apiV1.put<TPrompt>(`/prompts/${id}`, input, once),
    onSuccess: (prompt) => void saved(prompt),
  });
}

export function useDeletePrompt(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiV1.delete<unknown>(`/prompts/${id}`, once),
    // The deleted prompt's own page stays as it is until the user has left it.
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: [PROMPTS_KEY],
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
      }),
  });
}

/** A shared prompt copied into the caller's own library (a new personal prompt). */
export function useCopyPrompt() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (id: number) => apiV1.post<TPrompt>(`/prompts/${id}/copy`, undefined, once),
    onSuccess: (prompt) => void saved(prompt),
  });
}

export function useRestorePromptVersion(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ version, expectedVersion }: { version: number; expectedVersion: number }) =>
      apiV1.post<TPrompt>(
        `/prompts/${id}/versions/${version}/restore`,
        { expected_version: expectedVersion },
        once,
      ),
    onSuccess: (prompt) => void saved(prompt),
  });
}

export function usePromptPreview() {
  return useMutation({
    mutationFn: (input: TPromptPreviewRequest) => apiV1.post<TPromptPreview>('/prompts/preview', input, once),
  });
}
