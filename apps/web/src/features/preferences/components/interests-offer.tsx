import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/i18n/lazy-part';
import { useMyInterests } from '../api/interests-api';

// Shown once in a student's life: the card, its chips and their contract are fetched only then.
const card = lazyPart(() => import('./interests-offer-card'), ['profile.preferences', 'tasks.assignments']);

/**
 * "What are you into?", offered once to a student who has never saved their interests. Saving a choice,
 * or "Not now" (an empty choice), stores them, and the card is gone for good.
 */
export function InterestsOffer() {
  const interests = useMyInterests();
  if (!interests.isSuccess || interests.data.updated_at !== null) return null;
  // Its place is held while the card arrives, so the page moves once (as the answer comes) and not again.
  return (
    <Suspense fallback={<Skeleton h={{ base: 425, sm: 232 }} radius="md" />}>
      <card.Component />
    </Suspense>
  );
}
