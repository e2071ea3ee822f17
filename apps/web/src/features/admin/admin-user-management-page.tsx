import { Button } from '@mantine/core';
import type { TAdminUser } from '@taskas/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft, IconFileImport, IconUserPlus } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { fullName } from '../../lib/people/full-name';
import { AccountList } from './components/account-list';
import { useAccountAddress } from './users/account-address';
import { AccountDetailDrawer } from './users/account-detail';
import { CreateAccountDialog } from './users/create-account-dialog';
import { ImportDialog } from './users/import-dialog';

/**
 * Every account with its status and last login; `?account={id}` opens one beside the list with what
 * an admin can do to it. Accounts are created one by one (with an invitation) or from a class list.
 */
export default function AdminUserManagementPage() {
  const { t } = useTranslation();
  const { accountId, hrefOf, close } = useAccountAddress();
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);
  // Stable while the address is: the list's rows then render again only when their page changes.
  const openButton = useCallback(
    (account: TAdminUser) => (
      <Button
        component={Link}
        to={hrefOf(account.id)}
        variant="light"
        size="compact-sm"
        aria-label={t('home:adminUsers.openFor', {
          name: account.status === 'deleted' ? t('home:adminUsers.deletedAccount') : fullName(account),
        })}
      >
        {t('home:adminUsers.open')}
      </Button>
    ),
    [hrefOf, t],
  );
  return (
    <Page
      title={t('home:adminUsers.pageTitle')}
      actions={
        <>
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog('create')}>
            {t('home:adminUsers.createButton')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setDialog('import')}
          >
            {t('home:adminUsers.importButton')}
          </Button>
          <Button
            component={Link}
            to="/admin-dashboard"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('home:adminUsers.back')}
          </Button>
        </>
      }
    >
      <AccountList
        withStatus
        emptyTitle={t('home:adminUsers.noUsersTitle')}
        emptyText={t('home:adminUsers.noUsersText')}
        rowAction={openButton}
      />
      <AccountDetailDrawer userId={accountId} onClose={close} />
      <CreateAccountDialog opened={dialog === 'create'} onClose={() => setDialog(null)} />
      <ImportDialog opened={dialog === 'import'} onClose={() => setDialog(null)} />
    </Page>
  );
}
