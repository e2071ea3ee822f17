/// <reference types="node" />
// Check-time benchmark: node --import tsx packages/math/bench/bench.ts [FILE.json]
// Times every case of the answer case file and a list of pathological inputs (huge powers, towers, long
// sums, deep nesting): every check must answer within its 50 ms budget, whatever the input.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { checkAnswer } from '../src/check/check-answer.ts';
import type { CaseFile } from '../src/check/run-cases.ts';
import type { CheckMode, CheckOptions, CheckResult } from '../src/types.ts';

const shared = new URL('../../../../shared/math/answer-cases.json', import.meta.url);
const copy = new URL('../test-data/answer-cases.json', import.meta.url);
const path = process.argv[2] ?? (existsSync(shared) ? shared : copy);
const sharedFile = JSON.parse(readFileSync(path, 'utf8')) as CaseFile;
// The engine cases (STACK, KAS, Math-Verify, our own) are timed with the shared ones.
const engineFolder = new URL('../test-data/engine-cases/', import.meta.url);
const engineCases = readdirSync(engineFolder)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => (JSON.parse(readFileSync(new URL(name, engineFolder), 'utf8')) as CaseFile).cases);
const file: CaseFile = { cases: [...sharedFile.cases, ...(process.argv[2] ? [] : engineCases)] };
const ROUNDS = 20;
const PATHOLOGICAL_ROUNDS = 5;
const BUDGET_MS = 50;

type Case = { id: string; mode: CheckMode; correct: string; student: string };

const nested = (open: string, inner: string, close: string, depth: number): string =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const sum = (term: (k: number) => string, count: number): string =>
  Array.from({ length: count }, (_, k) => term(k + 1)).join('+');

/** Inputs that once took seconds to minutes, or could: each must be decided or refused quickly. */
const PATHOLOGICAL: Case[] = [
  ['equivalent', '(x-a)^6000', '(a-x)^6000'],
  ['equivalent', '(x-a)^6001', '(a-x)^6001'],
  ['equivalent', '(x-a)^6000', '(x-a)^5999*(x-a)'],
  ['equivalent', '(x^2-1)^3000', '(x-1)^3000*(x+1)^3000'],
  ['factored', '(x-a)^6000', '(a-x)^6000'],
  ['expanded', 'x^6000-x^6001', 'x^6000-x^6001'],
  ['equation', 'x^6000-x^6001=x^5999', '2x^6000-2x^6001=2x^5999'],
  ['equation', 'x^6000-x^6001=x^5999', 'x^5999=x^6000-x^6001'],
  ['equation', 'x^6000-x^6001=x^5999', 'x^6000-x^6001=x^5998'],
  ['equation_solutions', 'x=0', 'x^6000-x^6001=x^5999'],
  ['equivalent', 'sqrt(2)+sqrt(3)', '((sqrt(2)+sqrt(3))^(1/30))^30'],
  ['equivalent', '((sqrt(2)+sqrt(3))^(1/30))^30', '((sqrt(3)+sqrt(2))^(1/15))^15'],
  ['equivalent', 'x', '(x^(1/30))^30'],
  ['exact_form', 'sqrt(2)+sqrt(3)', '((sqrt(2)+sqrt(3))^(1/30))^30'],
  ['equivalent', '2^(2^20)', '2^(2^20)'],
  ['equivalent', '2^(2^18)', '2^(2^18)+1'],
  ['equivalent', '2^(2^16)/3^(2^15)', '2^(2^16)/3^(2^15)'],
  ['equivalent', '(1+1/x)^100000', '(1+1/x)^100000'],
  ['equivalent', '(1+1/x)^100000', '(1+1/x)^99999*(1+1/x)'],
  ['equivalent', 'e', '(1+1/100000)^100000'],
  ['equivalent', 'e^x', '(1+x/10^15)^(10^15)'],
  ['equivalent', 'x^x^x^x', 'x^(x^(x^x))'],
  ['equivalent', 'x^x^x^x^x^x^x^x', 'x^x^x^x^x^x^x^x'],
  ['equivalent', '300x', sum(() => 'x', 300)],
  ['equivalent', sum((k) => `x^${k}`, 120), sum((k) => `x^${121 - k}`, 120)],
  ['expanded', sum((k) => `x^${k}`, 120), sum((k) => `x^${121 - k}`, 120)],
  ['equivalent', sum((k) => `sin(${101 - k}x)`, 100), sum((k) => `sin(${k}x)`, 100)],
  ['equivalent', 'x', nested('sin(', 'x', ')', 90)],
  ['equivalent', nested('sqrt(', 'x', ')', 90), nested('sqrt(', 'x', ')', 90)],
  ['equivalent', 'x^(2^90)', nested('(', 'x', ')^2', 90)],
  ['equivalent', '(x+1)^(2^90)', nested('(', 'x+1', ')^2', 90)],
  ['equivalent', '1', nested('(', '1', ')', 90)],
  ['equivalent', '171!', '171!'],
  ['equivalent', '1e309', '1e309'],
  ['equivalent', '5', '1e-309*10^309*5'],
  ['equivalent', 'x', '(x+1e20)-1e20'],
  ['equivalent', '1', 'sin(x)^2+cos(x)^2'],
  ['numeric_tolerance', '2.718281828', '(1+1/100000)^100000'],
  ['set', '{1, 2}', `{${sum((k) => `${k}^${k}`, 60)}, 2}`],
  ['equation_solutions', 'x = 2', `x = 1${'±1'.repeat(20)}`],
  ['interval', '[2, inf)', `[(x-a)^6000; +inf)`],
  ['coordinates', '(1, 2)', '((x-a)^6000; (a-x)^6000)'],
].map(([mode, correct, student], k) => ({
  id: `pathological-${String(k + 1).padStart(2, '0')}`,
  mode: mode as CheckMode,
  correct: correct as string,
  student: student as string,
}));

function check(c: Case & { input_format?: 'text' | 'latex'; options?: CheckOptions }): CheckResult {
  return checkAnswer({
    correct: c.correct,
    student: c.student,
    mode: c.mode,
    input_format: c.input_format ?? 'text',
    options: c.options,
  });
}

function timeRounds(cases: readonly Case[], rounds: number): number[][] {
  const perCase = cases.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    cases.forEach((c, k) => {
      const start = performance.now();
      check(c);
      perCase[k]?.push(performance.now() - start);
    });
  }
  return perCase;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

// Warm up the JIT, then time every case.
for (const c of [...file.cases, ...PATHOLOGICAL]) check(c);
const shareTimes = timeRounds(file.cases, ROUNDS);
const pathTimes = timeRounds(PATHOLOGICAL, PATHOLOGICAL_ROUNDS);
const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const all = [...shareTimes.flat(), ...pathTimes.flat()];

// The slowest input judged by its median over the rounds, so one GC pause does not count as the input's cost.
let worstShared = 0;
let worstSharedId = '';
file.cases.forEach((c, k) => {
  const m = median(shareTimes[k] ?? []);
  if (c.student.length <= 1000 && m > worstShared) [worstShared, worstSharedId] = [m, c.id];
});
const pathological = PATHOLOGICAL.map((c, k) => ({ c, ms: median(pathTimes[k] ?? []) })).sort(
  (a, b) => b.ms - a.ms,
);
const worst = pathological[0];

console.log(
  `cases: ${file.cases.length} × ${ROUNDS} rounds + ${PATHOLOGICAL.length} pathological × ${PATHOLOGICAL_ROUNDS}`,
);
console.log(`median check: ${quantile(all, 0.5).toFixed(3)} ms (budget 0.2 ms)`);
console.log(`p99 check:    ${quantile(all, 0.99).toFixed(3)} ms (budget 5 ms)`);
console.log(
  `p99 check of the answer cases alone (shared and engine cases): ${quantile(shareTimes.flat(), 0.99).toFixed(3)} ms`,
);
console.log(
  `slowest answer case (its median): ${worstShared.toFixed(3)} ms, ${worstSharedId} (budget 20 ms)`,
);
console.log(
  `slowest pathological input (its median): ${worst?.ms.toFixed(3)} ms, ${worst?.c.id} (budget ${BUDGET_MS} ms)`,
);
for (const { c, ms } of pathological.slice(0, 8)) {
  const shown = c.student.length > 40 ? `${c.student.slice(0, 37)}…` : c.student;
  const r = check(c);
  const verdict = r.error ? r.error.kind : r.is_correct ? 'correct' : r.feedback_key;
  console.log(`  ${ms.toFixed(2).padStart(7)} ms  ${c.id} [${c.mode}] ${shown} → ${verdict}`);
}
console.log(`single slowest run (includes GC pauses): ${quantile(all, 1).toFixed(3)} ms`);
if ((worst?.ms ?? 0) > BUDGET_MS) process.exitCode = 1;
