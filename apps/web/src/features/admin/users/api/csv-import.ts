import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportPreview, TCsvImportRequest, TCsvImportResult } from '@taskas/contracts';
import { apiV1 } from '../../../../lib/http';

/** What importing the class list would do, row by row; nothing is written. */
export function useImportPreview() {
  return useMutation({
    mutationFn: (input: TCsvImportRequest) =>
      apiV1.post<TCsvImportPreview>('/admin/users/import/preview', input, { retry: false }),
  });
}

/** Creates every account of the list (with invitations and tutor links), or none. */
export function useImportClassList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCsvImportRequest) =>
      apiV1.post<TCsvImportResult>('/admin/users/import', input, { retry: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
