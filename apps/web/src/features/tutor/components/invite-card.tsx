import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconCheck, IconRefresh } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { showToast } from '../../../components/toast';
import { messageForError } from '../../../lib/forms/field-error';
import { inviteLinkOf, useRenewInvite, useTutorInvite } from '../api/tutor-invite';

/**
 * The tutor's invite: the code to type on the profile page and the link to open, each with a copy
 * button, and "New code" (confirmed) which stops the old code and link from working.
 */
export function InviteCard() {
  const { t } = useTranslation();
  const invite = useTutorInvite();
  const renew = useRenewInvite();
  const [confirming, setConfirming] = useState(false);

  if (invite.isPending) return <ListSkeleton rows={2} />;
  if (invite.isError) return <QueryErrorPanel title={t('home:tutor.invite.loadError')} query={invite} />;

  const link = inviteLinkOf(invite.data);
  const renewCode = async () => {
    try {
      await renew.mutateAsync();
      setConfirming(false);
      showToast(t, 'teal', t('home:tutor.invite.renewed'));
    } catch (error) {
      const message = messageForError(error);
      showToast(t, 'red', t(message.key, message.values));
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Stack gap="md">
        <Text c="dimmed">{t('home:tutor.invite.text')}</Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={600} id="invite-code-label">
              {t('home:tutor.invite.codeLabel')}
            </Text>
            <Text
              aria-labelledby="invite-code-label"
              ff="monospace"
              fz={{ base: 26, sm: 30 }}
              fw={700}
              lts={3}
              c="lagoon.8"
              data-testid="invite-code"
            >
              {invite.data.code}
            </Text>
          </Stack>
          <CopyButton value={invite.data.code}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : null}
                aria-live="polite"
              >
                {copied ? t('home:tutor.invite.copied') : t('home:tutor.invite.copyCode')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('home:tutor.invite.linkLabel')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 260px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button onClick={copy} leftSection={copied ? <IconCheck size={16} /> : null} aria-live="polite">
                {copied ? t('home:tutor.invite.copied') : t('home:tutor.invite.copyLink')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
            {t('home:tutor.invite.renewHint')}
          </Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => setConfirming(true)}
          >
            {t('home:tutor.invite.renew')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('home:tutor.invite.renewTitle')}
        confirmLabel={t('home:tutor.invite.renewConfirm')}
        busy={renew.isPending}
        onConfirm={() => void renewCode()}
        onClose={() => setConfirming(false)}
      >
        {t('home:tutor.invite.renewText')}
      </ConfirmDialog>
    </Paper>
  );
}
