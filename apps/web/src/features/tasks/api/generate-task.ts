import { useMutation } from '@tanstack/react-query';
import type { TGenerateTaskRequest, TTask } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** A new task from the generators (private to the caller); `topic` may be a topic, subtopic or skill id. */
export const generateTask = (request: TGenerateTaskRequest) =>
  apiV1.post<TTask>('/tasks/generate', request, { retry: false });

export function useGenerateTask() {
  return useMutation({ mutationFn: generateTask });
}
