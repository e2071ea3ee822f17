import type { TFunction } from 'i18next';
import { wantToastHost } from './toast-host';

/** A short confirmation or failure in the corner; its close button is named in the user's language. */
export function showToast(t: TFunction, color: 'teal' | 'red' | 'orange', message: string): void {
  const closeButtonProps = { 'aria-label': t('common:actions.close') };
  wantToastHost();
  // Mantine's toasts come with their container (toast-host.tsx), usually here since the page loaded.
  void import('./toast-container').then(({ notifications }) =>
    notifications.show({ color, message, closeButtonProps }),
  );
}
