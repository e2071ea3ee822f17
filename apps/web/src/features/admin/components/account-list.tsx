import { Button, Group, NativeSelect, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ACCOUNT_STATUSES, ROLES, type Role, type TAdminUser } from '@taskas/contracts';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconDownload, IconSearch, IconUsers } from '../../../components/icons';
import { ListSearchInput, searchFormProps } from '../../../components/list-search-input';
import { ListSkeleton } from '../../../components/list-skeleton';
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
import { CursorPager } from './cursor-pager';
import { RoleBadge, StatusBadge } from './role-badge';

/**
 * Every account (or, with `fixedRole`, those of one role): a search box, a role filter, a page of
 * 20 with its total and the pages before and after it, as a table on wide screens and as cards on a
 * phone. `withStatus` adds the status filter, each account's status and last login, and the CSV
 * export of the filtered list.
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
  // A cursor says where the page starts; the page number alone is an old link's.
  const users = useUsers({
    role,
    status,
    q: search.q,
    ...(search.after || search.before
      ? { after: search.after, before: search.before }
      : { page: search.page }),
    per_page: USERS_PER_PAGE,
  });

  const filtered = search.q !== '' || (!fixedRole && search.role !== 'all') || status !== 'all';
  const clear = () => address.clear({ role: 'all', status: 'all' });

  // A page past the end (the list shrank, an old link) goes to the last page there is, by its number.
  const shown = users.data && !users.isPlaceholderData ? users.data.pagination : null;
  useLastPageClamp(shown?.page ?? 1, shown?.pages ?? null, (page) =>
    update({ page, after: undefined, before: undefined }),
  );

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
          <CursorPager
            label={t('home:adminUsers.pagination.label')}
            pagination={users.data.pagination}
            onNext={(after) => update({ page: users.data.pagination.page + 1, after, before: undefined })}
            onPrevious={(before) =>
              update({ page: Math.max(1, users.data.pagination.page - 1), before, after: undefined })
            }
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
