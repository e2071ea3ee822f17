import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssignment, TAssignmentCreate, TAssignmentUpdate } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** One assignment per student, all alike; sent once (the tutor presses Assign again themselves). */
export const createAssignment = (input: TAssignmentCreate) =>
  apiV1.post<TAssignment[]>('/assignments', input, { retry: false });

export const updateAssignment = (id: number, input: TAssignmentUpdate) =>
  apiV1.patch<TAssignment>(`/assignments/${id}`, input, { retry: false });

export const cancelAssignment = (id: number) =>
  apiV1.post<TAssignment>(`/assignments/${id}/cancel`, undefined, { retry: false });

/** Lists, dashboards and notifications that count assignments follow the change. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['assignments'] }),
      queryClient.invalidateQueries({ queryKey: ['tutor'] }),
    ]);
}

export function useCreateAssignment() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: createAssignment, onSuccess: () => void refresh() });
}

export function useUpdateAssignment(id: number) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: TAssignmentUpdate) => updateAssignment(id, input),
    onSuccess: () => void refresh(),
  });
}

export function useCancelAssignment(id: number) {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: () => cancelAssignment(id), onSuccess: () => void refresh() });
}
