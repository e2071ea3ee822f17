import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';
import { getI18n } from 'react-i18next';
import { loadTranslationParts } from './lazy-i18n';
import type { TTranslationPart } from './namespaces';

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
type TModule = { default: ComponentType<any> };

/**
 * A part of the app fetched when first shown (a page, a layout, a dialog): its chunk, whose own imports
 * Vite preloads alongside, and the translations it shows besides `common` (namespaces or their parts,
 * lazy-pages.test.ts checks the list), all at once. React shows it once both are here, so an
 * untranslated key never appears. `preload` may start it earlier (then it is drawn without waiting);
 * asking again returns the same download, and a failed one is tried again next time.
 */
export function lazyPart<TLoaded extends TModule>(
  load: () => Promise<TLoaded>,
  translations: readonly TTranslationPart[],
) {
  type TProps = ComponentProps<TLoaded['default']>;
  let loading: Promise<TLoaded> | undefined;
  let loaded: TLoaded | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadTranslationParts(getI18n(), translations)]).then(
      ([module]) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  // Drawn at once when already here (preloaded): React.lazy would first show the fallback, and React
  // holds a revealed fallback on screen for a moment, so the page would wait for nothing. Each use keeps
  // the way it started with, since a change of component would remount everything below it.
  function Part(props: TProps) {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready.default, props) : createElement(Lazy, props);
  }
  return { preload, isLoaded: () => loaded !== undefined, Component: Part, translations };
}

/** A lazily fetched part whose component takes `TProps`. */
export type TLazyPart<TProps extends object = object> = {
  preload: () => Promise<{ default: ComponentType<TProps> }>;
  /** Whether it is here, so that it can be drawn at once. */
  isLoaded: () => boolean;
  Component: ComponentType<TProps>;
  translations: readonly TTranslationPart[];
};
