import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconLock, IconSchool, IconSparkles, IconUsers } from '../../components/icons';
import classes from '../../components/link-card.module.css';
import { Page, Section } from '../../components/page-layout';
import { AccountOverview } from './dashboard/account-overview';
import { AiUsage } from './dashboard/ai-usage';
import { AttemptsOverview } from './dashboard/attempts-overview';
import { CorrectByArea } from './dashboard/correct-by-area';
import { useAdminDashboard } from './dashboard/get-admin-dashboard';
import { LatestAudit } from './dashboard/latest-audit';
import { SystemHealth } from './dashboard/system-health';

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

/**
 * /admin-dashboard: accounts by role and status, student activity, answers per day and by area,
 * system health and the latest audit entries, then the ways into each management page. The figures
 * come in one request; each section says on its own when they could not be loaded.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  const failed = (title: string) =>
    dashboard.isError && !data ? <QueryErrorPanel title={title} query={dashboard} /> : null;

  return (
    <Page title={t('home:admin.pageTitle')} subtitle={t('home:admin.intro')}>
      <Section title={t('home:admin.countsTitle')} id="accounts">
        {failed(t('home:admin.countsError')) ?? <AccountOverview accounts={data?.accounts} />}
      </Section>
      <Section title={t('home:admin.activity.title')} id="activity">
        {failed(t('home:admin.activity.loadError')) ?? <AttemptsOverview dashboard={data} />}
      </Section>
      <Section title={t('home:admin.areas.title')} id="areas">
        {failed(t('home:admin.areas.loadError')) ?? <CorrectByArea areas={data?.correct_by_area} />}
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Section title={t('home:admin.system.title')} id="system">
          {failed(t('home:admin.system.loadError')) ?? <SystemHealth system={data?.system} />}
        </Section>
        <Section title={t('home:admin.audit.title')} id="latest-audit">
          <LatestAudit />
        </Section>
      </SimpleGrid>
      <Section title={t('home:admin.ai.title')} id="ai-usage">
        <AiUsage />
      </Section>
      <Section title={t('home:admin.manageTitle')} id="management">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <AdminCard
            to="/admin/user-management"
            icon={<IconUsers size={26} />}
            title={t('home:admin.usersCard')}
            text={t('home:admin.usersCardText')}
          />
          <AdminCard
            to="/admin/tutor-management"
            icon={<IconSchool size={26} />}
            title={t('home:admin.tutorsCard')}
            text={t('home:admin.tutorsCardText')}
          />
          <AdminCard
            to="/admin/audit"
            icon={<IconLock size={26} />}
            title={t('home:admin.auditCard')}
            text={t('home:admin.auditCardText')}
          />
          <AdminCard
            to="/prompts"
            icon={<IconSparkles size={26} />}
            title={t('home:admin.promptsCard')}
            text={t('home:admin.promptsCardText')}
          />
        </SimpleGrid>
      </Section>
    </Page>
  );
}
