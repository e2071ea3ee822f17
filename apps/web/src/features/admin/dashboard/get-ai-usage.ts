import { useQuery } from '@tanstack/react-query';
import type { TAiUsage } from '@taskas/contracts';
import { apiV1 } from '../../../lib/http';

/** The period the dashboard sums the language model's calls over. */
export const AI_USAGE_DAYS = 7;

/** How the optional language model stands and what it did lately; asked again each minute. */
export function useAiUsage() {
  return useQuery({
    queryKey: ['admin', 'ai-usage', AI_USAGE_DAYS],
    queryFn: ({ signal }) =>
      apiV1.get<TAiUsage>('/admin/ai-usage', { params: { days: AI_USAGE_DAYS }, signal }),
    refetchInterval: 60_000,
  });
}
