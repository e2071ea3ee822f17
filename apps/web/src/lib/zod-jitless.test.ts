import './zod-jitless';
import { ZLoginRequest } from '@taskas/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod in the browser bundle', () => {
  it('is configured jitless before any schema is built', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('never calls the Function constructor (a CSP without unsafe-eval would report it)', () => {
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ email: z.string(), password: z.string() });
    expect(schema.safeParse({ email: 'a@b.lt', password: 'x' }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: 'a@b.lt', password: 'x' }).success).toBe(true);
    expect(construct).not.toHaveBeenCalled();
  });
});
