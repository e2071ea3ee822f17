import type { QueryClient } from '@tanstack/react-query';

/**
 * Every notification tells of a change elsewhere: an assignment given, finished or overdue, a student's
 * practice, a link. The pages that show it (the tutor's class and student pages, the assignments) read
 * again, so a notification that arrives, or is opened while its page is already on screen, never sits
 * beside the figures from before it. Only queries in use are fetched again.
 */
export function refreshWhatNotificationsConcern(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['assignments'] });
  void queryClient.invalidateQueries({ queryKey: ['tutor'] });
}
