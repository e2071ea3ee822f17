import { type ReactNode, useEffect, useState } from 'react';
import type { TLazyPart } from '../lib/i18n/lazy-part';
import { usePageLoaded } from '../lib/page-loaded';

/** What a deferred part is told about what happened to its placeholder. */
export type TDeferredPartProps = {
  /** The placeholder was pressed before the part arrived: open as if the part itself had been. */
  activated: boolean;
  /** The placeholder had the focus: take it. */
  autoFocus: boolean;
};

export type TPlaceholderHandlers = {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
};

/**
 * Something on screen at once whose behaviour can wait, such as a header menu: `placeholder` (which
 * looks the same) stands in until the part has been fetched, once the page has loaded or when the
 * placeholder is pressed (pointing at it or focusing it starts the download), and replaces it then,
 * never in the middle of a press. A press is replayed and the focus handed over, so using it early works
 * as it would have.
 */
export function DeferredPart<TProps extends TDeferredPartProps>({
  part,
  placeholder,
  props,
}: {
  part: TLazyPart<TProps>;
  placeholder: (handlers: TPlaceholderHandlers) => ReactNode;
  props: Omit<TProps, keyof TDeferredPartProps>;
}) {
  const pageLoaded = usePageLoaded();
  const [activated, setActivated] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressing, setPressing] = useState(false);
  const [loaded, setLoaded] = useState(part.isLoaded);
  // Already here once the page has loaded (a later page of the visit): drawn from the start.
  const [shownPart, setShownPart] = useState(() => pageLoaded && part.isLoaded());
  const wanted = activated || pageLoaded;

  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    part.preload().then(
      () => live && setLoaded(true),
      () => undefined, // offline: the placeholder stays, and a press tries again
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, part]);

  // Swapped only between presses: a swap under the pointer would swallow the click.
  if (loaded && !pressing && !shownPart) setShownPart(true);
  if (shownPart) return <part.Component {...({ ...props, activated, autoFocus: focused } as TProps)} />;

  const fetchPart = () => void part.preload().catch(() => undefined);
  return placeholder({
    onPointerEnter: fetchPart,
    onPointerDown: () => setPressing(true),
    onPointerLeave: () => setPressing(false),
    onFocus: () => {
      setFocused(true);
      fetchPart();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setPressing(false);
      setActivated(true);
    },
  });
}
