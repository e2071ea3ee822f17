import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconSchool, IconUsers } from '../../components/icons';
import { Page } from '../../components/page-layout';
import classes from './admin.module.css';

function AdminCard({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card withBorder padding="lg" component={Link} to={to} className={classes.card}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} fz="lg">
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

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('home:admin.pageTitle')} subtitle={t('home:admin.intro')}>
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
    </Page>
  );
}
