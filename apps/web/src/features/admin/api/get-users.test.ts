import { describe, expect, it } from 'vitest';
import { USERS_PER_PAGE, userListParams, usersQueryKey } from './get-users';

describe('userListParams', () => {
  it("fills in the server's defaults", () => {
    expect(userListParams({})).toEqual({ role: undefined, q: undefined, page: 1, per_page: USERS_PER_PAGE });
  });

  it('leaves out "all roles" and a blank search, and trims the search', () => {
    expect(userListParams({ role: 'all', q: '   ', page: 2 })).toEqual({
      role: undefined,
      q: undefined,
      page: 2,
      per_page: 20,
    });
    expect(userListParams({ role: 'tutor', q: '  lukas ', per_page: 1 })).toEqual({
      role: 'tutor',
      q: 'lukas',
      page: 1,
      per_page: 1,
    });
  });

  it('gives one cache entry to queries the server reads the same way', () => {
    expect(usersQueryKey({ role: 'all', q: ' ' })).toEqual(usersQueryKey({}));
    expect(usersQueryKey({ role: 'admin' })).not.toEqual(usersQueryKey({}));
  });
});
