/// <reference types="node" />
// Check-time benchmark over the answer case file: node --import tsx packages/math/bench/bench.ts [FILE.json]
import { existsSync, readFileSync } from 'node:fs';
import { checkAnswer } from '../src/check/check-answer.ts';
import type { CaseFile } from '../src/check/run-cases.ts';

const shared = new URL('../../../../shared/math/answer-cases.json', import.meta.url);
const copy = new URL('../test-data/answer-cases.json', import.meta.url);
const path = process.argv[2] ?? (existsSync(shared) ? shared : copy);
const file = JSON.parse(readFileSync(path, 'utf8')) as CaseFile;
const ROUNDS = 20;

function check(c: CaseFile['cases'][number]): void {
  checkAnswer({
    correct: c.correct,
    student: c.student,
    mode: c.mode,
    input_format: c.input_format ?? 'text',
    options: c.options,
  });
}

// Warm up the JIT, then time every case ROUNDS times.
for (const c of file.cases) check(c);
const times: number[] = [];
const perCase = file.cases.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round += 1) {
  file.cases.forEach((c, k) => {
    const start = performance.now();
    check(c);
    const ms = performance.now() - start;
    times.push(ms);
    perCase[k]?.push(ms);
  });
}
// The slowest input judged by its median over the rounds, so one GC pause does not count as the input's cost.
let worstShort = 0;
let worstId = '';
file.cases.forEach((c, k) => {
  const sorted = (perCase[k] ?? []).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  if (c.student.length <= 1000 && median > worstShort) {
    worstShort = median;
    worstId = c.id;
  }
});
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
console.log(`cases: ${file.cases.length} × ${ROUNDS} rounds`);
console.log(`median check: ${at(0.5).toFixed(3)} ms (budget 0.2 ms)`);
console.log(`p99 check:    ${at(0.99).toFixed(3)} ms (budget 5 ms)`);
console.log(
  `slowest input ≤ 1,000 characters (its median): ${worstShort.toFixed(3)} ms, ${worstId} (budget 20 ms)`,
);
console.log(`single slowest run (includes GC pauses): ${at(1).toFixed(3)} ms`);
