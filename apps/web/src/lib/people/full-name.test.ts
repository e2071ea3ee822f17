import { describe, expect, it } from 'vitest';
import { fullName } from './full-name';

describe('fullName', () => {
  it('joins the first and last name', () => {
    expect(fullName({ first_name: 'Eglė', last_name: 'Kazlauskaitė', username: 'egle' })).toBe(
      'Eglė Kazlauskaitė',
    );
    expect(fullName({ first_name: 'Mia', last_name: '', username: 'mia' })).toBe('Mia');
  });

  it('falls back to the username when both names are blank', () => {
    expect(fullName({ first_name: ' ', last_name: '', username: 'lukas' })).toBe('lukas');
  });
});
