import { Button, Group, NativeSelect, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ACCOUNT_STATUSES, ROLES, type Role, type TAdminUser } from '@taskas/contracts';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconDownload, IconSearch, IconUsers } from '../../../components/icons';
import { ListSearchInput, searchFormProps } from '../../../components/list-search-input';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useLastPageClamp, useListAddress } from '../../../lib/routing/use-list-address';
import { USERS_PER_PAGE, usersExportHref, useUsers } from '../api/get-users';
import { formatLastLogin } from '../users/last-login';
import {
  accountSearchParams,
  readAccountSearch,
  SEARCH_MAX_LENGTH,
  type TRoleFilter,
  type TStatusFilter,
} from './account-search';
import { RoleBadge, StatusBadge } from './role-badge';

/**
 * Every account (or, with `fixedRole`, those of one role): a search box, a role filter, a page of
 * 20 with its total, as a table on wide screens and as cards on a phone. `withStatus` adds the status
 * filter, each account's status and last login, and the CSV export of the filtered list.
 */
export function AccountList({
  fixedRole,
  withStatus = false,
  emptyTitle,
  emptyText,
  rowAction,
}: {
  fixedRole?: Role;
  withStatus?: boolean;
  /** A control at the end of each account's row or card (the tutor list's "Students"). */
  rowAction?: (account: TAdminUser) => ReactNode;
  /** What an empty list means when nothing is filtered. */
  emptyTitle: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const address = useListAddress({
    read: readAccountSearch,
    write: accountSearchParams,
    maxLength: SEARCH_MAX_LENGTH,
    // The account opened from the list (users/account-address.ts) stays open while the search runs.
    keep: ['account'],
  });
  const { search, update } = address;
  const role: TRoleFilter = fixedRole ?? search.role;
  const status: TStatusFilter = withStatus ? search.status : 'all';
  const users = useUsers({ role, status, q: search.q, page: search.page, per_page: USERS_PER_PAGE });

  const filtered = search.q !== '' || (!fixedRole && search.role !== 'all') || status !== 'all';
  const clear = () => address.clear({ role: 'all', status: 'all' });

  const lastPage = users.data && !users.isPlaceholderData ? users.data.pagination.pages : null;
  useLastPageClamp(search.page, lastPage, (page) => update({ page }));

  return (
    <Stack gap="md">
      <Group {...searchFormProps(address)} align="flex-end" gap="md">
        <ListSearchInput
          address={address}
          label={t('home:adminUsers.searchLabel')}
          placeholder={t('home:adminUsers.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          style={{ flex: '1 1 280px' }}
        />
        {fixedRole ? null : (
          <NativeSelect
            label={t('home:adminUsers.roleLabel')}
            value={search.role}
            onChange={(event) => address.choose({ role: event.currentTarget.value as TRoleFilter })}
            data={[
              { value: 'all', label: t('home:adminUsers.allRoles') },
              ...ROLES.map((value) => ({ value, label: t(`common:roles.${value}`) })),
            ]}
            w={{ base: '100%', xs: 240 }}
          />
        )}
        {withStatus ? (
          <NativeSelect
            label={t('home:adminUsers.statusLabel')}
            value={search.status}
            onChange={(event) => address.choose({ status: event.currentTarget.value as TStatusFilter })}
            data={[
              { value: 'all', label: t('home:adminUsers.allStatuses') },
              ...ACCOUNT_STATUSES.map((value) => ({ value, label: t(`home:adminUsers.statuses.${value}`) })),
            ]}
            w={{ base: '100%', xs: 240 }}
          />
        ) : null}
        {withStatus ? (
          <Button
            component="a"
            href={usersExportHref({ role, status, q: search.q })}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('home:adminUsers.exportButton')}
          </Button>
        ) : null}
      </Group>

      {users.isPending ? (
        <ListSkeleton rows={5} />
      ) : users.isError ? (
        <QueryErrorPanel title={t('home:adminUsers.loadError')} query={users} />
      ) : users.data.data.length === 0 ? (
        filtered ? (
          <EmptyPanel
            icon={<IconSearch size={28} />}
            title={t('home:adminUsers.noMatchTitle')}
            description={t('home:adminUsers.noMatchText')}
            actions={
              <Button variant="default" onClick={clear}>
                {t('home:adminUsers.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyPanel icon={<IconUsers size={28} />} title={emptyTitle} description={emptyText} />
        )
      ) : (
        <Stack
          gap="md"
          aria-busy={users.isPlaceholderData}
          style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <Text c="dimmed" size="sm" role="status">
            {t('home:adminUsers.accountsCount', { count: users.data.pagination.total })}
          </Text>
          <AccountTable
            accounts={users.data.data}
            showRole={!fixedRole}
            showStatus={withStatus}
            rowAction={rowAction}
          />
          <AccountCards
            accounts={users.data.data}
            showRole={!fixedRole}
            showStatus={withStatus}
            rowAction={rowAction}
          />
          <PageNav
            label={t('home:adminUsers.pagination.label')}
            page={users.data.pagination.page}
            pages={users.data.pagination.pages}
            scrollToTop
            onChange={(page) => update({ page })}
          />
        </Stack>
      )}
    </Stack>
  );
}

function useAccountDates() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    registered: (account: TAdminUser) => formatDate(account.created_at, language),
    lastLogin: (account: TAdminUser) =>
      formatLastLogin(account.last_login_at, language) ?? t('home:adminUsers.neverLoggedIn'),
  };
}

/** A deleted account's name and e-mail are erased: it is called what it is. */
function useAccountName() {
  const { t } = useTranslation();
  return (account: TAdminUser) =>
    account.status === 'deleted' ? t('home:adminUsers.deletedAccount') : fullName(account);
}

/** `showRole: false` for a list held to one role, where the column would say the same on every row. */
type TAccountRows = {
  accounts: TAdminUser[];
  showRole: boolean;
  showStatus: boolean;
  rowAction?: (account: TAdminUser) => ReactNode;
};

// Memoised: typing in the search box re-renders the list, not its 20 rows (until the next page comes).
const AccountTable = memo(function AccountTable({ accounts, showRole, showStatus, rowAction }: TAccountRows) {
  const { t } = useTranslation();
  const dates = useAccountDates();
  const nameOf = useAccountName();
  return (
    <WideTable
      label={t('home:adminUsers.tableCaption')}
      minWidth={showStatus ? 1080 : 760}
      head={
        <>
          <Table.Th>{t('home:adminUsers.columns.name')}</Table.Th>
          <Table.Th>{t('home:adminUsers.columns.username')}</Table.Th>
          <Table.Th>{t('home:adminUsers.columns.email')}</Table.Th>
          {showRole ? <Table.Th>{t('home:adminUsers.columns.role')}</Table.Th> : null}
          {showStatus ? <Table.Th>{t('home:adminUsers.columns.status')}</Table.Th> : null}
          {showStatus ? <Table.Th>{t('home:adminUsers.columns.lastLogin')}</Table.Th> : null}
          <Table.Th>{t('home:adminUsers.columns.registered')}</Table.Th>
          {rowAction ? (
            <Table.Th>
              <VisuallyHidden>{t('home:adminUsers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </>
      }
    >
      {accounts.map((account) => (
        <Table.Tr key={account.id}>
          <Table.Td fw={600}>{nameOf(account)}</Table.Td>
          <Table.Td>{account.username}</Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.email}</Table.Td>
          {showRole ? (
            <Table.Td>
              <RoleBadge role={account.role} />
            </Table.Td>
          ) : null}
          {showStatus ? (
            <Table.Td>
              <StatusBadge status={account.status} />
            </Table.Td>
          ) : null}
          {showStatus ? (
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.lastLogin(account)}</Table.Td>
          ) : null}
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.registered(account)}</Table.Td>
          {rowAction ? <Table.Td style={{ textAlign: 'right' }}>{rowAction(account)}</Table.Td> : null}
        </Table.Tr>
      ))}
    </WideTable>
  );
});

const AccountCards = memo(function AccountCards({ accounts, showRole, showStatus, rowAction }: TAccountRows) {
  const { t } = useTranslation();
  const dates = useAccountDates();
  const nameOf = useAccountName();
  return (
    <PhoneCards label={t('home:adminUsers.tableCaption')}>
      {accounts.map((account) => (
        <Paper component="li" key={account.id} withBorder p="md" bg="var(--mantine-color-white)">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {nameOf(account)}
            </Text>
            <Group gap={6} justify="flex-end">
              {showRole ? <RoleBadge role={account.role} /> : null}
              {showStatus ? <StatusBadge status={account.status} /> : null}
            </Group>
          </Group>
          <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            @{account.username}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Text>
          {showStatus ? (
            <Text size="sm" c="dimmed" mt={4}>
              {t('home:adminUsers.lastLoginOn', { time: dates.lastLogin(account) })}
            </Text>
          ) : null}
          <Group justify="space-between" align="center" gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              {t('home:adminUsers.registeredOn', { date: dates.registered(account) })}
            </Text>
            {rowAction?.(account)}
          </Group>
        </Paper>
      ))}
    </PhoneCards>
  );
});
