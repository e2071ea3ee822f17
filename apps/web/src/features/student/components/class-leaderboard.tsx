import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Section } from '../../../components/page-layout';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardTable } from './leaderboard-table';

/**
 * A tutor's class as a section: loading, a failed load with Retry, the ranked table, or `empty` when
 * nobody is on the board. A tutor sees their own class; an admin names the tutor.
 */
export function ClassLeaderboard({
  title,
  tutorId,
  empty,
}: {
  title: string;
  tutorId?: number;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const leaderboard = useLeaderboard({ tutorId });
  return (
    <Section title={title} id="leaderboard">
      {leaderboard.isPending ? (
        <ListSkeleton rows={4} />
      ) : leaderboard.isError ? (
        <QueryErrorPanel title={t('scoreboard:leaderboard.loadError')} query={leaderboard} />
      ) : leaderboard.data.length > 0 ? (
        <LeaderboardTable entries={leaderboard.data} />
      ) : (
        empty
      )}
    </Section>
  );
}
