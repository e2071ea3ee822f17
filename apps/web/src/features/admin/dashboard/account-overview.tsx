import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { AccountStatus, Role, TAdminDashboard } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconSchool, IconShield, IconUser } from '../../../components/icons';
import classes from '../../../components/link-card.module.css';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

type TRoleCard = { role: Role; to: string; icon: ReactNode };

const ROLE_CARDS: readonly TRoleCard[] = [
  { role: 'student', to: '/admin/user-management?role=student', icon: <IconUser size={24} /> },
  { role: 'tutor', to: '/admin/tutor-management', icon: <IconSchool size={24} /> },
  { role: 'admin', to: '/admin/user-management?role=admin', icon: <IconShield size={24} /> },
];

/** The statuses a card breaks its number into; deleted accounts are counted apart, below the cards. */
const SHOWN_STATUSES: readonly AccountStatus[] = ['active', 'invited', 'deactivated'];

/**
 * How many accounts each role has (deleted ones left out), split by status, each card opening that
 * role's list; `accounts` is undefined while the figures load.
 */
export function AccountOverview({ accounts }: { accounts: TAdminDashboard['accounts'] | undefined }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (n: number) => formatNumber(n, language);
  const count = (role: Role | null, status: AccountStatus) =>
    (accounts ?? [])
      .filter((row) => (role === null || row.role === role) && row.status === status)
      .reduce((sum, row) => sum + row.count, 0);
  const deleted = count(null, 'deleted');

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {ROLE_CARDS.map((card) => {
          const byStatus = SHOWN_STATUSES.map((status) => ({ status, n: count(card.role, status) }));
          const total = byStatus.reduce((sum, part) => sum + part.n, 0);
          const breakdown = byStatus
            .filter((part) => part.n > 0 || part.status === 'active')
            .map((part) =>
              t(`home:admin.accounts.${part.status}`, { count: part.n, formatted: number(part.n) }),
            )
            .join(' · ');
          return (
            <Card
              key={card.role}
              withBorder
              padding="lg"
              component={Link}
              to={card.to}
              className={classes.card}
            >
              <Group wrap="nowrap" gap="md" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                  {card.icon}
                </ThemeIcon>
                <div>
                  <Text fw={600} c="dimmed">
                    {t(`home:admin.counts.${card.role}`)}
                  </Text>
                  {accounts === undefined ? (
                    <>
                      <Skeleton height={30} width={48} mt={4} radius="sm" />
                      <Skeleton height={12} width={120} mt={8} radius="sm" />
                      <VisuallyHidden>{t('common:loading.page')}</VisuallyHidden>
                    </>
                  ) : (
                    <>
                      <Text fz={30} fw={700} lh={1.15}>
                        {number(total)}
                      </Text>
                      <Text size="sm" c="dimmed" mt={4}>
                        {breakdown}
                      </Text>
                    </>
                  )}
                </div>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      {deleted > 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('home:admin.accounts.deletedNote', { count: deleted, formatted: number(deleted) })}
        </Text>
      ) : null}
    </>
  );
}
