#!/usr/bin/env node
// Conformance runner: node packages/math/bin/check-cases.mjs FILE.json
//
// Runs with plain `node`: the checker is TypeScript, so this script loads it through tsx's API
// (`tsImport` from tsx/esm/api, tsx is a dev dependency at the repo root) instead of a build step.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const file = process.argv[2];
if (!file) {
  console.error('usage: node packages/math/bin/check-cases.mjs FILE.json');
  process.exit(2);
}

let data;
try {
  data = JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`cannot read ${file}: ${error.message}`);
  process.exit(2);
}

const { runCases, describeFailure } = await tsImport('../src/check/index.ts', import.meta.url);
const outcomes = runCases(data);
let failed = 0;
for (const outcome of outcomes) {
  if (!outcome.passed) {
    failed += 1;
    console.log(describeFailure(outcome));
  }
}
console.log(`${outcomes.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
