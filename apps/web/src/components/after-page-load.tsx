import { type ReactNode, Suspense, useEffect } from 'react';
import { markPageShown, usePageLoaded } from '../lib/page-loaded';

/**
 * Renders its children (lazily loaded parts that show nothing at first, such as the session checks)
 * once the page has loaded, so their code is fetched after what the page needs to show.
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  return usePageLoaded() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Placed beside the routed page, inside its Suspense boundary: says when the page is on screen. */
export function PageShown() {
  useEffect(() => markPageShown(), []);
  return null;
}
