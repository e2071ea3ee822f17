import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListAddress } from './use-list-address';

type TSearch = { q: string; page: number };
const read = (params: URLSearchParams): TSearch => ({ q: params.get('q') ?? '', page: 1 });
const write = (search: TSearch) => new URLSearchParams(search.q ? { q: search.q } : {});

function renderList(keep?: string[]) {
  let type: (value: string) => void = () => undefined;
  function List() {
    const address = useListAddress({ read, write, maxLength: 100, ...(keep ? { keep } : {}) });
    type = address.type;
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <List /> }], { initialEntries: ['/?account=4'] });
  render(<RouterProvider router={router} />);
  return { router, type: (value: string) => type(value) };
}

describe('a list kept in the address', () => {
  it('keeps what the page opened beside it (an account) when a search lands after its pause', async () => {
    const { router, type } = renderList(['account']);
    act(() => type('lukas'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'lukas',
      account: '4',
    });
  });

  it('leaves out parameters it was not asked to keep', async () => {
    const { router, type } = renderList();
    act(() => type('lukas'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.state.location.search).toBe('?q=lukas');
  });
});
