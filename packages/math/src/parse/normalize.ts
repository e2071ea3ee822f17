/** Turns what students type (Unicode maths, Lithuanian habits) into the plain ASCII grammar the lexer reads. */

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
  '⁺': '+',
  ⁿ: 'n',
};

const SUBSCRIPTS: Record<string, string> = {
  '₀': '0',
  '₁': '1',
  '₂': '2',
  '₃': '3',
  '₄': '4',
  '₅': '5',
  '₆': '6',
  '₇': '7',
  '₈': '8',
  '₉': '9',
  ₙ: 'n',
  ₖ: 'k',
  ᵢ: 'i',
};

const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

const CHARS: Record<string, string> = {
  '−': '-',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '×': '*',
  '·': '*',
  '⋅': '*',
  '∙': '*',
  '•': '*',
  '÷': '/',
  ':': '/',
  '√': ' sqrt ',
  '∛': ' cbrt ',
  π: ' pi ',
  '∞': ' inf ',
  '≤': '<=',
  '⩽': '<=',
  '≥': '>=',
  '⩾': '>=',
  '≠': '!=',
  '∪': ' U ',
  '∅': '{}',
  '∈': ' in ',
  '°': ' deg ',
  '′': "'",
  '’': "'",
  '∓': '±',
  '∧': ' and ',
  '∨': ' or ',
  // Cyrillic letters that look like Latin ones (a Lithuanian keyboard layout switch away).
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
};

export function normalizeText(input: string): string {
  let out = '';
  // x_{1,2} / x_(1;2) = 1 ± √5: both roots at once, one name.
  const chars = Array.from(input.replace(/_[{(]\s*(\d)\s*[,;]\s*(\d)\s*[})]/g, '_$1$2'));
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const sup = SUPERSCRIPTS[c];
    if (sup !== undefined) {
      let run = sup;
      while (i + 1 < chars.length && SUPERSCRIPTS[chars[i + 1] as string] !== undefined) {
        i += 1;
        run += SUPERSCRIPTS[chars[i] as string];
      }
      out += /^\d$/.test(run) ? `^${run}` : `^(${run})`;
      continue;
    }
    const sub = SUBSCRIPTS[c];
    if (sub !== undefined) {
      let run = sub;
      while (i + 1 < chars.length && SUBSCRIPTS[chars[i + 1] as string] !== undefined) {
        i += 1;
        run += SUBSCRIPTS[chars[i] as string];
      }
      // Bracketed so that what follows stays apart: log₃27 is log_(3)27, not log_327.
      out += `_(${run})`;
      continue;
    }
    const vulgar = VULGAR[c];
    if (vulgar !== undefined) {
      // 1½ is a mixed number: keep it apart from the whole part so the parser sees "1 1/2".
      out += /\d$/.test(out) ? ` ${vulgar}` : vulgar;
      continue;
    }
    out += c;
  }
  out = out.normalize('NFKC');
  let mapped = '';
  for (const c of out) mapped += CHARS[c] ?? c;
  return mapped
    .replace(/&&/g, ' and ')
    .replace(/ \|\| /g, ' or ')
    .replace(/\s+/g, ' ')
    .trim();
}
