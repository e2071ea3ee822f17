/** Counting formulas for combinatorics and probability tasks. */

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

export function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i += 1) result *= i;
  return result;
}

/** Ordered selections: n · (n − 1) · … · (n − k + 1). */
export function arrangements(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result *= n - i;
  return result;
}
