import { describe, expect, it } from 'vitest';
import { accountSearchParams, readAccountSearch, SEARCH_MAX_LENGTH } from './account-search';

const read = (query: string) => readAccountSearch(new URLSearchParams(query));

describe('the account search in the address', () => {
  it('reads the search, role, status and page', () => {
    expect(read('')).toEqual({ role: 'all', status: 'all', q: '', page: 1 });
    expect(read('q=%20lukas%20&role=tutor&status=invited&page=3')).toEqual({
      role: 'tutor',
      status: 'invited',
      q: 'lukas',
      page: 3,
    });
  });

  it('falls back to the defaults for what it cannot use', () => {
    expect(read('role=owner&status=gone&page=0')).toEqual({ role: 'all', status: 'all', q: '', page: 1 });
    expect(read('page=-2')).toMatchObject({ page: 1 });
    expect(read('page=abc')).toMatchObject({ page: 1 });
    expect(read('page=1.5')).toMatchObject({ page: 1 });
  });

  it('reads where a later page starts: one cursor, past the first page', () => {
    expect(read('page=3&after=MjAyNg')).toEqual({
      role: 'all',
      status: 'all',
      q: '',
      page: 3,
      after: 'MjAyNg',
    });
    expect(read('page=2&before=MjAyNg')).toMatchObject({ page: 2, before: 'MjAyNg' });
    expect(read('page=2&before=MjAyNg')).not.toHaveProperty('after');
    // Two cursors, a cursor on the first page, a cursor that cannot be one: the page number alone.
    expect(read('page=2&after=MjAyNg&before=MjAyNg')).toEqual({ role: 'all', status: 'all', q: '', page: 2 });
    expect(read('after=MjAyNg')).toEqual({ role: 'all', status: 'all', q: '', page: 1 });
    expect(read('page=2&after=a%2Fb')).toEqual({ role: 'all', status: 'all', q: '', page: 2 });
  });

  it('cuts a search to the length the server accepts', () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(accountSearchParams({ role: 'all', status: 'all', q: '', page: 1 }).toString()).toBe('');
    const search = { role: 'admin', status: 'deleted', q: 'rasa', page: 2 } as const;
    const params = accountSearchParams(search);
    expect(params.toString()).toBe('q=rasa&role=admin&status=deleted&page=2');
    expect(readAccountSearch(params)).toEqual(search);
    const later = { ...search, after: 'MjAyNg' };
    expect(accountSearchParams(later).toString()).toBe(
      'q=rasa&role=admin&status=deleted&page=2&after=MjAyNg',
    );
    expect(readAccountSearch(accountSearchParams(later))).toEqual(later);
  });

  it('leaves the cursor behind when the list goes back to its first page', () => {
    const first = { role: 'all', status: 'all', q: 'ona', page: 1, after: 'MjAyNg' } as const;
    expect(accountSearchParams(first).toString()).toBe('q=ona');
  });
});
