import { useSyncExternalStore } from 'react';

let loaded = false;
const listeners = new Set<() => void>();

function markLoaded() {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
}

// Once the routed page is on screen (markPageShown) and the document's own files are in (the `load`
// event, which does not wait for the page's lazily fetched code), when the browser has a moment: what
// waits for this is fetched after the page is drawn, never competing with what it needs to show.
let pageShown = false;
let documentLoaded = false;

function whenIdle() {
  if (!pageShown || !documentLoaded) return;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(markLoaded, { timeout: 2000 });
  else window.setTimeout(markLoaded, 200);
}

if (typeof window !== 'undefined') {
  const onLoad = () => {
    documentLoaded = true;
    whenIdle();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  // A page that never settles (a stalled image, an endless loader): what waits is fetched anyway.
  window.setTimeout(markLoaded, 5000);
}

/** The routed page has been drawn (the layouts call this once their page is on screen). */
export function markPageShown(): void {
  if (pageShown) return;
  pageShown = true;
  whenIdle();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isLoaded = () => loaded;

/** True once the page has loaded and the browser is idle: the time to fetch what can wait. */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, isLoaded);
}

/** Calls `callback` once the page has loaded and the browser is idle (at once if that was earlier). */
export function whenPageLoaded(callback: () => void): void {
  if (loaded) {
    callback();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
}
