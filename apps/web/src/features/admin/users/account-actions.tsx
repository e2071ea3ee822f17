import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { ROLES, type Role, type TAccountDetail } from '@taskas/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconLock, IconLogout, IconMail, IconTrash } from '../../../components/icons';
import { showToast } from '../../../components/toast';
import { fullName } from '../../../lib/people/full-name';
import { type TAccountAction, useAccountAction, useChangeRole } from './api/account-actions';
import { refusalMessage } from './refusal-message';

type TConfirming = 'role' | 'deactivate' | 'sessions/end' | 'delete' | null;

/**
 * What an admin can do with one account. Actions that cannot be undone ask first; each says how it
 * went in a toast, and a refusal says why in the admin's language. On their own account the actions
 * the server refuses (role, deactivate, delete) are disabled, with the reason beside them.
 */
export function AccountActions({ account, self }: { account: TAccountDetail; self: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = fullName(account);
  const [role, setRole] = useState<Role>(account.role);
  const [confirming, setConfirming] = useState<TConfirming>(null);
  const changeRole = useChangeRole(account.id);
  const action = useAccountAction(account.id);
  const busy = changeRole.isPending || action.isPending;

  const refused = (error: unknown) => {
    const message = refusalMessage(error);
    showToast(t, 'red', t(message.key, message.values));
    setConfirming(null);
  };

  const run = (which: TAccountAction, success: (sessionsEnded: number) => string) =>
    action.mutate(which, {
      onSuccess: (result) => {
        showToast(t, 'teal', success(result.sessions_ended));
        setConfirming(null);
      },
      onError: refused,
    });

  const roleLabel = (value: Role) => t(`common:roles.${value}`);
  const submitRole = () =>
    changeRole.mutate(role, {
      onSuccess: () => {
        showToast(t, 'teal', t('home:adminUsers.actions.roleChanged', { name, role: roleLabel(role) }));
        setConfirming(null);
      },
      onError: refused,
    });

  const invited = account.status === 'invited';
  const deactivated = account.status === 'deactivated';

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {t('home:adminUsers.detail.actionsTitle')}
      </Title>
      {self ? (
        <Alert color="blue" variant="light">
          {t('home:adminUsers.detail.ownAccount')}
        </Alert>
      ) : null}

      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('home:adminUsers.actions.newRole')}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as Role)}
          data={ROLES.map((value) => ({ value, label: roleLabel(value) }))}
          disabled={self || busy}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="default"
          disabled={self || busy || role === account.role}
          onClick={() => setConfirming('role')}
        >
          {t('home:adminUsers.actions.changeRole')}
        </Button>
      </Group>

      <Group gap="sm">
        {deactivated ? (
          <Button
            variant="default"
            loading={action.isPending && action.variables === 'reactivate'}
            disabled={busy}
            onClick={() => run('reactivate', () => t('home:adminUsers.actions.reactivated', { name }))}
          >
            {t('home:adminUsers.actions.reactivate')}
          </Button>
        ) : (
          <Button variant="default" disabled={self || busy} onClick={() => setConfirming('deactivate')}>
            {t('home:adminUsers.actions.deactivate')}
          </Button>
        )}
        {invited ? (
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            loading={action.isPending && action.variables === 'invitation'}
            disabled={busy}
            onClick={() =>
              run('invitation', () => t('home:adminUsers.actions.invitationSent', { email: account.email }))
            }
          >
            {t('home:adminUsers.actions.resendInvitation')}
          </Button>
        ) : (
          <Button
            variant="default"
            leftSection={<IconLock size={16} />}
            loading={action.isPending && action.variables === 'password-reset'}
            disabled={busy}
            onClick={() =>
              run('password-reset', () =>
                t('home:adminUsers.actions.passwordResetSent', { email: account.email }),
              )
            }
          >
            {t('home:adminUsers.actions.passwordReset')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          disabled={busy}
          onClick={() => setConfirming('sessions/end')}
        >
          {t('home:adminUsers.actions.endSessions')}
        </Button>
      </Group>

      <Group>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          disabled={self || busy}
          onClick={() => setConfirming('delete')}
        >
          {t('home:adminUsers.actions.delete')}
        </Button>
      </Group>

      <ConfirmDialog
        opened={confirming === 'role'}
        title={t('home:adminUsers.actions.changeRoleTitle')}
        confirmLabel={t('home:adminUsers.actions.changeRole')}
        busy={changeRole.isPending}
        onConfirm={submitRole}
        onClose={() => setConfirming(null)}
      >
        {t('home:adminUsers.actions.changeRoleText', { name, role: roleLabel(role) })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'deactivate'}
        title={t('home:adminUsers.actions.deactivateTitle')}
        confirmLabel={t('home:adminUsers.actions.deactivate')}
        busy={action.isPending}
        onConfirm={() => run('deactivate', () => t('home:adminUsers.actions.deactivated', { name }))}
        onClose={() => setConfirming(null)}
      >
        {t('home:adminUsers.actions.deactivateText', { name })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'sessions/end'}
        title={t('home:adminUsers.actions.endSessionsTitle')}
        confirmLabel={t('home:adminUsers.actions.endSessions')}
        busy={action.isPending}
        onConfirm={() =>
          run('sessions/end', (count) => t('home:adminUsers.actions.sessionsEnded', { count }))
        }
        onClose={() => setConfirming(null)}
      >
        {self
          ? t('home:adminUsers.actions.endSessionsSelf')
          : t('home:adminUsers.actions.endSessionsText', { name })}
      </ConfirmDialog>
      <DeleteAccountDialog
        opened={confirming === 'delete'}
        account={account}
        busy={action.isPending}
        onConfirm={() => run('delete', () => t('home:adminUsers.actions.deleted'))}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}

/**
 * Erasing an account is final: the dialog says what goes and what stays, and the delete button works
 * only once the admin has typed the account's e-mail address.
 */
function DeleteAccountDialog({
  opened,
  account,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  account: TAccountDetail;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === account.email.toLowerCase();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : close}
      title={t('home:adminUsers.actions.deleteTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text>{t('home:adminUsers.actions.deleteErased', { name: fullName(account) })}</Text>
          <Text>{t('home:adminUsers.actions.deleteKept')}</Text>
          <TextInput
            label={t('home:adminUsers.actions.deleteTypeEmail', { email: account.email })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={busy} disabled={!matches}>
              {t('home:adminUsers.actions.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
