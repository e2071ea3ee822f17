import { describe, expect, it } from 'vitest';
import { auditSearchParams, NO_AUDIT_FILTERS, readAuditSearch } from './audit-search';

describe('the audit trail address', () => {
  it('reads every filter and writes the same address back', () => {
    const address = 'action=account.role_changed&actor=3&target=7&from=2026-03-01&to=2026-03-31&page=2';
    const search = readAuditSearch(new URLSearchParams(address));
    expect(search).toEqual({
      action: 'account.role_changed',
      actor: 3,
      target: 7,
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    });
    expect(auditSearchParams(search).toString()).toBe(address);
  });

  it('leaves out what it cannot use, so an old or edited link still opens the trail', () => {
    const search = readAuditSearch(
      new URLSearchParams('action=account.hacked&actor=-1&target=x&from=2026-13-45&to=yesterday&page=0'),
    );
    expect(search).toEqual(NO_AUDIT_FILTERS);
    expect(auditSearchParams(search).toString()).toBe('');
  });
});
