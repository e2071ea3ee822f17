import type { ReactNode } from 'react';
import { lazyPart } from '../lib/i18n/lazy-part';
import { LazyDialog } from './lazy-dialog';

const modal = lazyPart(() => import('./confirm-dialog-modal'), []);

export type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are; "Cancel" unless the action is itself a cancelling. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * "Are you sure?" for an action that cannot be undone from here: what will happen, Cancel (focused
 * first) and the action in red. The dialog stays open while the action runs. Its Modal is fetched the
 * first time it opens, so the pages that offer such an action do not carry it in their first load.
 */
export function ConfirmDialog(props: TConfirmDialogProps) {
  return <LazyDialog dialog={modal} {...props} />;
}
