import { useMutation } from '@tanstack/react-query';
import type { THintResponse } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The next rung of the task's hint ladder; the last rung carries the worked solution. */
export const takeNextHint = (taskId: number) =>
  apiV1.post<THintResponse>('/help/progressive', { task_id: taskId }, { retry: false });

export function useNextHint(taskId: number) {
  return useMutation({ mutationFn: () => takeNextHint(taskId) });
}
