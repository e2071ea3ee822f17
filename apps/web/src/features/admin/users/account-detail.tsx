import { Alert, Anchor, Box, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAccountDetail, TLinkedPerson } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconClock } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useCurrentUser } from '../../auth/auth-context';
import { RoleBadge, StatusBadge } from '../components/role-badge';
import { AccountActions } from './account-actions';
import { useAccountAddress } from './account-address';
import { useAccountDetail } from './api/account-actions';
import { formatLastLogin } from './last-login';

/** The account chosen in the list (`?account={id}`), in a drawer beside it; a full screen on a phone. */
export function AccountDetailDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={t('home:adminUsers.detail.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {userId !== null ? <AccountDetailBody key={userId} userId={userId} /> : null}
    </Drawer>
  );
}

function AccountDetailBody({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const detail = useAccountDetail(userId);
  if (detail.isPending) return <ListSkeleton rows={4} />;
  if (detail.isError) return <QueryErrorPanel title={t('home:adminUsers.detail.loadError')} query={detail} />;
  return <AccountDetailView account={detail.data} />;
}

function AccountDetailView({ account }: { account: TAccountDetail }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const me = useCurrentUser();
  const deleted = account.status === 'deleted';
  const name = deleted ? t('home:adminUsers.deletedAccount') : fullName(account);

  return (
    <Stack gap="lg">
      <Box>
        <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Group gap={6} mt={6}>
          <RoleBadge role={account.role} />
          <StatusBadge status={account.status} />
        </Group>
      </Box>

      {deleted ? (
        <Alert color="gray" variant="light">
          {t('home:adminUsers.detail.deletedText')}
        </Alert>
      ) : null}
      {account.invitation_pending && account.status === 'invited' ? (
        <Alert color="blue" variant="light" icon={<IconClock size={20} />}>
          {t('home:adminUsers.detail.invitationPending')}
        </Alert>
      ) : null}

      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        {deleted ? null : (
          <>
            <Fact label={t('home:adminUsers.detail.username')}>{account.username}</Fact>
            <Fact label={t('home:adminUsers.detail.email')}>{account.email}</Fact>
          </>
        )}
        <Fact label={t('home:adminUsers.detail.language')}>
          {t(`common:language.${account.preferred_language}`)}
        </Fact>
        <Fact label={t('home:adminUsers.detail.created')}>{formatDate(account.created_at, language)}</Fact>
        <Fact label={t('home:adminUsers.detail.lastLogin')}>
          {formatLastLogin(account.last_login_at, language) ?? t('home:adminUsers.neverLoggedIn')}
        </Fact>
        <Fact label={t('home:adminUsers.detail.openSessions')}>
          {formatNumber(account.open_sessions, language)}
        </Fact>
      </SimpleGrid>

      {deleted ? null : account.role === 'student' ? (
        <LinkedPeople
          title={t('home:adminUsers.detail.tutors')}
          empty={t('home:adminUsers.detail.noTutors')}
          people={account.tutors}
        />
      ) : account.role === 'tutor' ? (
        <LinkedPeople
          title={t('home:adminUsers.detail.students')}
          empty={t('home:adminUsers.detail.noStudents')}
          people={account.students}
        />
      ) : null}

      {deleted ? null : <AccountActions account={account} self={account.id === me.id} />}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

function LinkedPeople({ title, empty, people }: { title: string; empty: string; people: TLinkedPerson[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { hrefOf } = useAccountAddress();
  return (
    <Box>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      {people.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <UnstyledList gap={6} label={title}>
          {people.map((person) => (
            <Box component="li" key={person.id}>
              <Anchor component={Link} to={hrefOf(person.id)} fw={500}>
                {fullName(person)}
              </Anchor>
              <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {' · '}
                {person.email}
                {' · '}
                {t('home:adminUsers.detail.linkedOn', { date: formatDate(person.linked_at, language) })}
              </Text>
            </Box>
          ))}
        </UnstyledList>
      )}
    </Box>
  );
}
