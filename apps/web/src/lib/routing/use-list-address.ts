import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing pauses this long before the list searches. */
const SEARCH_DELAY_MS = 300;

/** What a searchable, paged list keeps in the address. */
type TListAddress = { q: string; page: number };

/**
 * A list page's filters, search and page kept in the address (so a link or the back button restores
 * them), with its search box: the typed text, searched after a pause in typing, following the address
 * when that changes without typing (back button, a link).
 *
 * `update` merges changes into the latest address: React Router hands a function update the address
 * of the last render, so two changes made before the page renders again would lose the first.
 */
export function useListAddress<T extends TListAddress>({
  read,
  write,
  maxLength,
  keep = [],
}: {
  read: (params: URLSearchParams) => T;
  write: (search: T) => URLSearchParams;
  maxLength: number;
  /**
   * Parameters the page keeps beside the list's own (an opened account's `account`): a search or
   * filter change carries them along instead of dropping them.
   */
  keep?: readonly string[];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = read(searchParams);
  const latest = useRef(searchParams);
  latest.current = searchParams;

  const update = (changes: Partial<T>) => {
    const next = write({ ...read(latest.current), ...changes });
    for (const name of keep) {
      const value = latest.current.get(name);
      if (value !== null) next.set(name, value);
    }
    latest.current = next;
    setSearchParams(next, { replace: true });
  };

  const [text, setText] = useState(search.q);
  /** The search box's text as the address holds it. */
  const typed = () => text.trim().slice(0, maxLength);
  const searchLater = useDebouncedCallback(
    (value: string) => update({ q: value.trim().slice(0, maxLength), page: 1 } as Partial<T>),
    SEARCH_DELAY_MS,
  );
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    if (!searchLater.isPending() && text.trim() !== search.q) setText(search.q);
  }

  return {
    search,
    update,
    /** The search box: its text, and what typing into it does. */
    text,
    type: (value: string) => {
      setText(value);
      searchLater(value);
    },
    /** Searches now (the search form was submitted). */
    searchNow: () => searchLater.flush(),
    /** A filter change: a search still waiting for its pause goes along with it. */
    choose: (changes: Partial<T>) => {
      searchLater.cancel();
      update({ ...changes, q: typed(), page: 1 } as Partial<T>);
    },
    /** Empties the box and sets the address to `changes` (the cleared filters). */
    clear: (changes: Partial<T>) => {
      searchLater.cancel();
      setText('');
      update({ ...changes, q: '', page: 1 } as Partial<T>);
    },
  };
}

/**
 * A page past the end (the list shrank, an old link) moves to the last page there is. `lastPage`
 * is null while the list loads or shows the previous filter's data.
 */
export function useLastPageClamp(page: number, lastPage: number | null, toPage: (page: number) => void) {
  // No dependency list: `toPage` is new on each render, and the condition stops the repeat.
  useEffect(() => {
    if (lastPage !== null && page > lastPage) toPage(lastPage);
  });
}
