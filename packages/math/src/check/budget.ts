/**
 * A time budget for one answer check. Some answers cost far more than they look (`(x−a)^6000`, towers,
 * huge powers); the loops that could run long call `spend()` and the check stops with `TooComplexError`
 * once its deadline has passed, instead of keeping a student (and the server) waiting.
 */

/** Thrown when a check runs past its budget; the checker reports it as `too_complex`. */
export class TooComplexError extends Error {
  constructor(message = 'the answer is too complex to check in time') {
    super(message);
    this.name = 'TooComplexError';
  }
}

/**
 * The deadline of one answer check. A safety net, not the bound itself: the work caps (sizes of numbers,
 * degrees, terms, sample points) keep every check within a few milliseconds on an idle machine — the bench
 * holds the slowest pathological input under 50 ms. The deadline stops only what escapes those caps, and it
 * sits far above normal work so that a busy server never turns a right answer into "too complex".
 */
export const CHECK_BUDGET_MS = 250;

/** The share of a check that naming a wrong answer's mistake may take; past it the verdict stands unnamed. */
export const DIAGNOSIS_SHARE_MS = 100;

/** Looking at the clock costs more than a step of arithmetic: only every this many units. */
const UNITS_PER_CLOCK_CHECK = 64;

let deadline = Number.POSITIVE_INFINITY;
let unitsSinceClock = 0;
let totalUnits = 0;

/** Work units spent since the process started (for measuring what a budget's units cost). */
export function spentUnits(): number {
  return totalUnits;
}

/**
 * Runs `f` with at most `ms` milliseconds. Nesting-safe: an inner budget never extends an outer one, and
 * the outer deadline is back in force when `f` returns or throws.
 */
export function withBudget<T>(ms: number, f: () => T): T {
  const outer = deadline;
  const limit = Number.isFinite(ms) ? Math.max(0, ms) : Number.POSITIVE_INFINITY;
  deadline = Math.min(outer, performance.now() + limit);
  unitsSinceClock = UNITS_PER_CLOCK_CHECK;
  try {
    return f();
  } finally {
    deadline = outer;
  }
}

/**
 * Runs `f` within a share of the budget and gives null when that share runs out: for a shortcut worth
 * trying briefly before the general method. When the outer budget itself is exhausted the error goes on.
 */
export function attempt<T>(ms: number, f: () => T): T | null {
  try {
    return withBudget(ms, f);
  } catch (e) {
    if (!(e instanceof TooComplexError)) throw e;
    checkDeadline();
    return null;
  }
}

/** Counts work done; throws TooComplexError when the deadline has passed (the clock is read now and then). */
export function spend(units = 1): void {
  totalUnits += units;
  unitsSinceClock += units;
  if (unitsSinceClock >= UNITS_PER_CLOCK_CHECK) {
    unitsSinceClock = 0;
    checkDeadline();
  }
}

/** Throws TooComplexError when the current deadline has passed; for steps that are costly each time. */
export function checkDeadline(): void {
  if (deadline !== Number.POSITIVE_INFINITY && performance.now() > deadline) throw new TooComplexError();
}

/** Milliseconds left in the current budget (Infinity outside any). */
export function remainingMs(): number {
  return deadline === Number.POSITIVE_INFINITY ? deadline : Math.max(0, deadline - performance.now());
}
