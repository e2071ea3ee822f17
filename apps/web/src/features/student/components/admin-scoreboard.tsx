import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconTrophy, IconUsers } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page-layout';
import { fullName } from '../../../lib/people/full-name';
import { useUsers } from '../../admin/api/get-users';
import { ClassLeaderboard } from './class-leaderboard';

/** Tutors offered in the choice: the list API's largest page, far more than a school has. */
const TUTORS_SHOWN = 100;

/**
 * /scoreboard for an admin, who has no class of their own: they choose a tutor and see that tutor's
 * class, best first. The choice is kept in the address (`?tutor=ID`), so a link or reload keeps it.
 */
export function AdminScoreboard() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tutors = useUsers({ role: 'tutor', per_page: TUTORS_SHOWN });
  const asked = Number(params.get('tutor'));
  // An unknown id (an old link, a removed tutor) is no choice at all.
  const chosen = tutors.data?.data.find((tutor) => tutor.id === asked);

  return (
    <Page title={t('scoreboard:pageTitle')} subtitle={t('scoreboard:admin.intro')}>
      {tutors.isPending ? (
        <ListSkeleton rows={2} />
      ) : tutors.isError ? (
        <QueryErrorPanel title={t('scoreboard:admin.tutorsLoadError')} query={tutors} />
      ) : tutors.data.data.length === 0 ? (
        <EmptyPanel
          icon={<IconUsers size={28} />}
          title={t('scoreboard:admin.noTutorsTitle')}
          description={t('scoreboard:admin.noTutorsText')}
          actions={
            <Button component={Link} to="/admin/tutor-management" variant="light">
              {t('scoreboard:admin.manageTutors')}
            </Button>
          }
        />
      ) : (
        <Stack gap="lg">
          <Select
            label={t('scoreboard:admin.tutorLabel')}
            placeholder={t('scoreboard:admin.tutorPlaceholder')}
            nothingFoundMessage={t('scoreboard:admin.noTutorMatch')}
            searchable
            data={tutors.data.data.map((tutor) => ({ value: String(tutor.id), label: fullName(tutor) }))}
            value={chosen ? String(chosen.id) : null}
            onChange={(value) => setParams(value ? { tutor: value } : {}, { replace: true })}
            maw={420}
          />
          {chosen === undefined ? (
            <EmptyPanel
              icon={<IconTrophy size={28} />}
              title={t('scoreboard:admin.pickTitle')}
              description={t('scoreboard:admin.pickText')}
            />
          ) : (
            <ClassLeaderboard
              title={t('scoreboard:admin.classTitle')}
              tutorId={chosen.id}
              empty={
                <EmptyPanel
                  icon={<IconUsers size={28} />}
                  title={t('scoreboard:admin.emptyTitle')}
                  description={t('scoreboard:admin.emptyText')}
                />
              }
            />
          )}
        </Stack>
      )}
    </Page>
  );
}
