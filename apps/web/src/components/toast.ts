import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** A short confirmation or failure in the corner; its close button is named in the user's language. */
export function showToast(t: TFunction, color: 'teal' | 'red' | 'orange', message: string): void {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': t('common:actions.close') } });
}
