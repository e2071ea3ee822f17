/**
 * The Lithuanian noun form after a whole number: `one` after 1, 21, 31 …; `many` (genitive plural) after
 * 10–20 and round tens (0, 30, 100 …); `few` otherwise. The caller passes the forms in the case the
 * sentence needs: `ltNounForm(3, 'obuolys', 'obuoliai', 'obuolių')` → `obuoliai`.
 */
export function ltNounForm(n: number, one: string, few: string, many: string): string {
  const lastTwo = Math.abs(n) % 100;
  const last = lastTwo % 10;
  if (last === 0 || (lastTwo >= 10 && lastTwo <= 20)) return many;
  if (last === 1) return one;
  return few;
}
