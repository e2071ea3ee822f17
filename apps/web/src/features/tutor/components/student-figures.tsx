import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconChart, IconCheck, IconClock, IconTrophy } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';
import { useStudentScoreboard } from '../api/get-student-scoreboard';
import { FigureCard } from './figure-card';

/** Points, tasks solved, accuracy and streak, as the student's own scoreboard counts them. */
export function StudentFigures({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const scoreboard = useStudentScoreboard(studentId);
  if (scoreboard.isPending) return <ListSkeleton rows={2} />;
  if (scoreboard.isError) {
    return <QueryErrorPanel title={t('home:tutorStudent.stats.loadError')} query={scoreboard} />;
  }
  const board = scoreboard.data;
  const number = (value: number) => formatNumber(value, language);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <FigureCard
        icon={<IconTrophy size={20} />}
        label={t('home:tutorStudent.stats.points')}
        value={number(board.points)}
        hint={t('home:tutorStudent.stats.pointsHint')}
      />
      <FigureCard
        icon={<IconCheck size={20} />}
        label={t('home:tutorStudent.stats.solved')}
        value={number(board.tasks_solved)}
        hint={t('home:tutorStudent.stats.answersGiven', { formatted: number(board.attempts) })}
      />
      <FigureCard
        icon={<IconChart size={20} />}
        label={t('home:tutorStudent.stats.accuracy')}
        value={board.attempts === 0 ? '—' : formatPercent(board.accuracy, language)}
        hint={t('home:tutorStudent.stats.accuracyHint', {
          correct: number(board.correct_attempts),
          attempts: number(board.attempts),
        })}
      />
      <FigureCard
        icon={<IconClock size={20} />}
        label={t('home:tutorStudent.stats.streak')}
        value={t('home:tutorStudent.stats.streakValue', {
          count: board.streak_days,
          formatted: number(board.streak_days),
        })}
        hint={t('home:tutorStudent.stats.streakHint')}
      />
    </SimpleGrid>
  );
}
