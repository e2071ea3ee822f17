/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CaseFile, describeFailure, runCases } from './run-cases.ts';

// packages/math/src/check → five levels up is the directory holding main/ and shared/.
const shared = new URL('../../../../../shared/math/answer-cases.json', import.meta.url);
const copy = new URL('../../test-data/answer-cases.json', import.meta.url);

/** Case ids listed in KNOWN-DIFFERENCES.md (none at present). */
const KNOWN_DIFFERENCES = new Set<string>();

describe('the shared answer cases', () => {
  it('pass, except the documented differences', () => {
    const file = JSON.parse(readFileSync(existsSync(shared) ? shared : copy, 'utf8')) as CaseFile;
    expect(file.cases.length).toBeGreaterThanOrEqual(428);
    const failures = runCases(file)
      .filter((o) => !o.passed && !KNOWN_DIFFERENCES.has(o.case.id))
      .map(describeFailure);
    expect(failures).toEqual([]);
  });

  it('keep a copy in test-data for clones without shared/', () => {
    expect(existsSync(copy)).toBe(true);
  });
});
