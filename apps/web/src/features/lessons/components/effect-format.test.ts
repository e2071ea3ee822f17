import { describe, expect, it } from 'vitest';
import { formatEffectSize } from './effect-format';

describe('effect sizes as a reader sees them', () => {
  it('carries its sign and the decimal comma in Lithuanian', () => {
    expect(formatEffectSize(0.2449, 'lt')).toBe('+0,24');
    expect(formatEffectSize(-0.1, 'lt')).toBe('−0,10');
    expect(formatEffectSize(0.2449, 'en')).toBe('+0.24');
  });

  it('shows no sign for an effect that rounds to nothing', () => {
    expect(formatEffectSize(-0.004, 'lt')).toBe('0,00');
    expect(formatEffectSize(0, 'en')).toBe('0.00');
  });
});
