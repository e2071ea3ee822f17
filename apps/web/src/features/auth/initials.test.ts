import { describe, expect, it } from 'vitest';
import { initialsFor } from './initials';

describe('initialsFor', () => {
  it('takes the initials from the username', () => {
    expect(initialsFor({ username: 'ona', email: 'zita@example.lt' })).toBe('O');
    expect(initialsFor({ username: 'jonas.petraitis', email: 'x@example.lt' })).toBe('JP');
    expect(initialsFor({ username: 'šarūnas_k' })).toBe('ŠK');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(initialsFor({ username: '', email: 'eglė.kazlauskienė@example.lt' })).toBe('EK');
    expect(initialsFor({ username: null, email: 'mokinys@example.lt' })).toBe('M');
    expect(initialsFor({ username: '___', email: 'tomas@example.lt' })).toBe('T');
  });

  it('is U when there is nothing to take letters from', () => {
    expect(initialsFor(null)).toBe('U');
    expect(initialsFor({})).toBe('U');
    expect(initialsFor({ username: '', email: '@example.lt' })).toBe('U');
  });
});
