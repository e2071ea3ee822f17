import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode, LIMITS, type TAttempt, type THistoryPage } from '@taskas/contracts';
import { ApiError, apiV1 } from '../../../lib/http';

/** Attempts per page of a task's history (spec §9: history page default 10). */
export const TASK_HISTORY_PER_PAGE = LIMITS.historyPageSize;

/** Spec §8: the history call answered without data. */
export const NO_HISTORY_DATA_MESSAGE = 'No task history data received';

/** One page of the caller's attempts at a task, newest first; 404 when the task is not theirs to see. */
export async function getTaskHistory(taskId: number, page: number, signal?: AbortSignal) {
  const history = await apiV1.get<THistoryPage | null>(`/tasks/${taskId}/history`, {
    params: { page, per_page: TASK_HISTORY_PER_PAGE },
    signal,
  });
  if (history !== null && history !== undefined) return history;
  throw new ApiError({
    status: 200,
    code: ErrorCode.SERVER_ERROR,
    messageKey: `errors.${ErrorCode.SERVER_ERROR}`,
    message: NO_HISTORY_DATA_MESSAGE,
  });
}

export function isMissingHistoryData(error: unknown): boolean {
  return error instanceof ApiError && error.message === NO_HISTORY_DATA_MESSAGE;
}

export const taskHistoryQueryOptions = (taskId: number, page: number) =>
  queryOptions({
    // Under ['tasks']: a new answer (useSubmitAnswer) refreshes it.
    queryKey: ['tasks', 'history', taskId, { page, per_page: TASK_HISTORY_PER_PAGE }] as const,
    queryFn: ({ signal }) => getTaskHistory(taskId, page, signal),
  });

/** The previous page stays on screen, dimmed, while the next one loads. */
export function useTaskHistory(taskId: number, page: number) {
  return useQuery({ ...taskHistoryQueryOptions(taskId, page), placeholderData: keepPreviousData });
}

/**
 * Every attempt of the caller at a task, with what a history item leaves out (the answer given and
 * the hints used), to complete the history's rows. Only asked for once the history has rows.
 */
export function useTaskAttempts(taskId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['tasks', 'attempts', taskId] as const,
    queryFn: ({ signal }) => apiV1.get<TAttempt[]>(`/tasks/${taskId}/attempts`, { signal }),
    enabled,
  });
}
