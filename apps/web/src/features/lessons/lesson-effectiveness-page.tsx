import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconArrowLeft, IconChart } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { useLessonEffectiveness } from './api/lessons-api';
import { EffectCaveats } from './components/effect-caveats';
import { EffectOverview } from './components/effect-overview';
import { LessonEffectTable, SkillEffectTable } from './components/effect-tables';

/**
 * /lessons/effectiveness (tutors and admins): did students answer more often right after a lesson than
 * before, against students who practised the same skills without one — overall, per skill and per
 * lesson, with what the numbers cannot tell said beside them.
 */
export default function LessonEffectivenessPage() {
  const { t } = useTranslation();
  const effectiveness = useLessonEffectiveness();
  const back = (
    <Button component={Link} to="/lessons" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('tasks:lessons.effectiveness.toLessons')}
    </Button>
  );
  return (
    <Page
      title={t('tasks:lessons.effectiveness.pageTitle')}
      subtitle={t('tasks:lessons.effectiveness.intro')}
      size="xl"
      actions={back}
    >
      {effectiveness.isPending ? (
        <ListSkeleton rows={6} />
      ) : effectiveness.isError ? (
        <QueryErrorPanel title={t('tasks:lessons.effectiveness.loadError')} query={effectiveness} />
      ) : effectiveness.data.overall.lessons === 0 ? (
        <EmptyPanel
          icon={<IconChart size={28} />}
          title={t('tasks:lessons.effectiveness.emptyTitle')}
          description={t('tasks:lessons.effectiveness.emptyText')}
        />
      ) : (
        <Stack gap="xl">
          <Section title={t('tasks:lessons.effectiveness.overall')} id="effect-overall">
            <EffectOverview effectiveness={effectiveness.data} />
          </Section>
          <Section title={t('tasks:lessons.effectiveness.caveatsTitle')} id="effect-caveats">
            <EffectCaveats effectiveness={effectiveness.data} />
          </Section>
          <Section title={t('tasks:lessons.effectiveness.bySkill')} id="effect-skills">
            <SkillEffectTable skills={effectiveness.data.skills} />
          </Section>
          <Section title={t('tasks:lessons.effectiveness.byLesson')} id="effect-lessons">
            <LessonEffectTable lessons={effectiveness.data.lessons} />
          </Section>
        </Stack>
      )}
    </Page>
  );
}
