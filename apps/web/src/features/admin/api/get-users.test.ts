import { describe, expect, it } from 'vitest';
import { USERS_PER_PAGE, userListParams, usersExportHref, usersQueryKey } from './get-users';

describe('userListParams', () => {
  it("fills in the server's defaults", () => {
    expect(userListParams({})).toEqual({
      role: undefined,
      status: undefined,
      q: undefined,
      page: 1,
      per_page: USERS_PER_PAGE,
    });
  });

  it('leaves out "all roles", "all statuses" and a blank search, and trims the search', () => {
    expect(userListParams({ role: 'all', status: 'all', q: '   ', page: 2 })).toEqual({
      role: undefined,
      status: undefined,
      q: undefined,
      page: 2,
      per_page: 20,
    });
    expect(userListParams({ role: 'tutor', status: 'invited', q: '  lukas ', per_page: 1 })).toEqual({
      role: 'tutor',
      status: 'invited',
      q: 'lukas',
      page: 1,
      per_page: 1,
    });
  });

  it('asks for a page by its cursor or by its number, never both', () => {
    expect(userListParams({ after: 'MjAyNg' })).toEqual({
      role: undefined,
      status: undefined,
      q: undefined,
      page: undefined,
      per_page: 20,
      after: 'MjAyNg',
      before: undefined,
    });
    expect(userListParams({ before: 'MjAyNg' })).toMatchObject({ page: undefined, before: 'MjAyNg' });
  });

  it('gives one cache entry to queries the server reads the same way', () => {
    expect(usersQueryKey({ role: 'all', status: 'all', q: ' ' })).toEqual(usersQueryKey({}));
    expect(usersQueryKey({ role: 'admin' })).not.toEqual(usersQueryKey({}));
    expect(usersQueryKey({ status: 'deleted' })).not.toEqual(usersQueryKey({}));
  });
});

describe('usersExportHref', () => {
  it('carries the filters, never the page', () => {
    expect(usersExportHref({})).toBe('/api/v1/admin/users/export.csv');
    expect(usersExportHref({ q: 'ona', after: 'MjAyNg' } as never)).toBe(
      '/api/v1/admin/users/export.csv?q=ona',
    );
    expect(usersExportHref({ role: 'student', status: 'deactivated', q: ' Ona Šimkutė ' })).toBe(
      '/api/v1/admin/users/export.csv?role=student&status=deactivated&q=Ona+%C5%A0imkut%C4%97',
    );
  });
});
