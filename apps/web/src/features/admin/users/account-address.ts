import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?account={id}` opens an account's detail over the list, so a reload or a shared link keeps it. */
export function readAccountId(params: URLSearchParams): number | null {
  const id = Number(params.get('account'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The list's address with one account opened (or closed, for `null`): its filters stay as they are. */
export function useAccountAddress() {
  const [params, setParams] = useSearchParams();
  const hrefOf = useCallback(
    (id: number | null) => {
      const next = new URLSearchParams(params);
      if (id === null) next.delete('account');
      else next.set('account', String(id));
      const search = next.toString();
      return search ? `?${search}` : '.';
    },
    [params],
  );
  return {
    accountId: readAccountId(params),
    hrefOf,
    close: () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('account');
          return next;
        },
        { replace: true },
      ),
  };
}
