import { Suspense, useState } from 'react';
import type { TLazyPart } from '../lib/i18n/lazy-part';

/**
 * A dialog fetched the first time it opens (its chunk and text, see lazyPart), so the page that offers
 * it does not carry Mantine's Modal and the dialog's own code in its first load. Once opened it stays
 * mounted, so it can play its closing transition and keeps its state as an always-mounted one would.
 */
export function LazyDialog<TProps extends { opened: boolean }>({
  dialog,
  ...props
}: { dialog: TLazyPart<TProps> } & TProps) {
  return useOpenedOnce(props.opened) ? (
    <Suspense fallback={null}>
      <dialog.Component {...(props as unknown as TProps)} />
    </Suspense>
  ) : null;
}

/** True from the first time `opened` is: what is fetched on first opening stays mounted afterwards. */
export function useOpenedOnce(opened: boolean): boolean {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  return used || opened;
}
