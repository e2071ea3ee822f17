/**
 * Caps that keep every solve bounded whatever the student typed. Anything past them is reported as
 * 'unsupported' so the caller can fall back to sampling instead of hanging.
 */
export const LIMITS = {
  /** Dense degree of one factor whose roots we isolate, unless the caller's budget says otherwise. */
  defaultMaxDegree: 8,
  /** The budget cannot raise the dense degree beyond this. */
  hardMaxDegree: 16,
  /** Exponent of x^m − c whose irrational roots we still describe exactly (x^6000 − 1 stays rational). */
  maxRadicalIndex: 64,
  /** Largest integer exponent accepted in the input; x^6000 is fine because polynomials are sparse. */
  maxExponent: 100_000,
  /** Degree (in x^m, for a polynomial in x^m) up to which a power of a sum is multiplied out. */
  maxExpandedDegree: 64,
  /** Terms of an expanded polynomial: (x + 1)^6000 is refused instead of expanded. */
  maxTerms: 256,
  /** Bits of any coefficient produced while expanding. */
  maxCoefficientBits: 8192,
  /** Bits of a coefficient of a cubic or higher whose roots are isolated by bisection. */
  maxIsolationBits: 1024,
  /** Bits of an exact evaluation at a test point (t^6000 with a small t is far below). */
  maxEvaluationBits: 2_000_000,
  /** |…| terms per comparison: 3 give at most 8 sign cases. */
  maxAbsTerms: 3,
  /** Comparisons in one relation (chains and and/or lists together). */
  maxComparisons: 12,
  /** Distinct critical points in one sign chart. */
  maxCriticalPoints: 400,
  /** Bisection steps spent isolating or separating roots of one polynomial. */
  maxBisections: 4000,
  /** Leading coefficient bits up to which pairs of roots are tested for a common rational quadratic. */
  maxPairingBits: 64,
  /**
   * Bit operations (roughly) one solve may spend on exact evaluations: the deterministic clock that stops
   * roots 10⁻¹⁰⁰ apart or thousand-bit coefficients from taking seconds.
   */
  workBudget: 100_000_000,
} as const;

/** Raised inside the solver when an input is outside what we solve exactly; never leaves the public API. */
export class Unsupported extends Error {}

/** Give up on this solve, with a reason a developer can read. */
export function unsupported(reason: string): never {
  throw new Unsupported(reason);
}

/** Unlimited outside a solve; each public call runs inside `withWorkBudget`. */
let workLeft = Number.POSITIVE_INFINITY;

/** Run one solve with a fresh work allowance (nested solves keep their own). */
export function withWorkBudget<T>(solve: () => T): T {
  const outer = workLeft;
  workLeft = LIMITS.workBudget;
  try {
    return solve();
  } finally {
    workLeft = outer;
  }
}

/** Charge an exact evaluation to the current solve; past the allowance the solve is 'unsupported'. */
export function spend(units: number): void {
  workLeft -= units;
  if (workLeft < 0) unsupported('too much work to solve exactly');
}
