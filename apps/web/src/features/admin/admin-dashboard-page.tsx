import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { Role } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { IconSchool, IconShield, IconUser, IconUsers } from '../../components/icons';
import classes from '../../components/link-card.module.css';
import { Page, Section } from '../../components/page-layout';
import { formatNumber } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useAccountCounts } from './api/get-users';

type TCountCard = { role: Role; to: string; icon: ReactNode };

const COUNT_CARDS: readonly TCountCard[] = [
  { role: 'student', to: '/admin/user-management?role=student', icon: <IconUser size={24} /> },
  { role: 'tutor', to: '/admin/tutor-management', icon: <IconSchool size={24} /> },
  { role: 'admin', to: '/admin/user-management?role=admin', icon: <IconShield size={24} /> },
];

function AdminCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card withBorder padding="lg" component={Link} to={to} className={classes.card}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={3} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** How many accounts each role has, each card opening that role's list. */
function AccountCounts() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { counts, error, isFetching, refetch } = useAccountCounts(COUNT_CARDS.map((card) => card.role));
  if (error) {
    return (
      <ErrorPanel title={t('home:admin.countsError')} error={error} onRetry={refetch} retrying={isFetching} />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      {COUNT_CARDS.map((card, index) => {
        const count = counts[index];
        return (
          <Card
            key={card.role}
            withBorder
            padding="lg"
            component={Link}
            to={card.to}
            className={classes.card}
          >
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                {card.icon}
              </ThemeIcon>
              <div>
                <Text fw={600} c="dimmed">
                  {t(`home:admin.counts.${card.role}`)}
                </Text>
                {count === undefined ? (
                  <>
                    <Skeleton height={30} width={48} mt={4} radius="sm" />
                    <VisuallyHidden>{t('common:loading.page')}</VisuallyHidden>
                  </>
                ) : (
                  <Text fz={30} fw={700} lh={1.15}>
                    {formatNumber(count, language)}
                  </Text>
                )}
              </div>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('home:admin.pageTitle')} subtitle={t('home:admin.intro')}>
      <Section title={t('home:admin.countsTitle')} id="accounts">
        <AccountCounts />
      </Section>
      <Section title={t('home:admin.manageTitle')} id="management">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <AdminCard
            to="/admin/tutor-management"
            icon={<IconSchool size={26} />}
            title={t('home:admin.tutorsCard')}
            text={t('home:admin.tutorsCardText')}
          />
          <AdminCard
            to="/admin/user-management"
            icon={<IconUsers size={26} />}
            title={t('home:admin.usersCard')}
            text={t('home:admin.usersCardText')}
          />
        </SimpleGrid>
      </Section>
    </Page>
  );
}
