import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Navigation state that leaves on purpose (after saving, copying or deleting): never held up. */
export const LEAVE_ON_PURPOSE = { leaveOnPurpose: true } as const;

const onPurpose = (state: unknown) =>
  typeof state === 'object' && state !== null && 'leaveOnPurpose' in state;

/**
 * While `when` holds, leaving the page (a link, Back) first asks whether to drop the edits, and
 * closing or reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !onPurpose(nextLocation.state),
  );
  useWindowEvent('beforeunload', (event) => {
    if (when) event.preventDefault();
  });
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('tasks:prompts.leave.title')}
      confirmLabel={t('tasks:prompts.leave.confirm')}
      cancelLabel={t('tasks:prompts.leave.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {t('tasks:prompts.leave.text')}
    </ConfirmDialog>
  );
}
