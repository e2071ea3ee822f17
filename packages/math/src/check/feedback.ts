import type { Language } from '../types.ts';

/** Every feedback key with its message in Lithuanian and English. */
export const FEEDBACK = {
  correct: { lt: 'Teisingai!', en: 'Correct!' },
  incorrect: { lt: 'Neteisingai.', en: 'Incorrect.' },
  empty: { lt: 'Atsakymas tuščias – įrašykite atsakymą.', en: 'The answer is empty: type your answer.' },
  parse_error: {
    lt: 'Nepavyko perskaityti atsakymo – patikrinkite skliaustus ir ženklus.',
    en: 'The answer could not be read: check the brackets and signs.',
  },
  too_long: { lt: 'Atsakymas per ilgas.', en: 'The answer is too long.' },
  too_deep: { lt: 'Atsakyme per daug įdėtų skliaustų.', en: 'The answer has too many nested brackets.' },
  too_complex: { lt: 'Atsakymas per sudėtingas apskaičiuoti.', en: 'The answer is too large to work with.' },
  too_large: {
    lt: 'Skaičius per didelis – patikrinkite, ar teisingai jį užrašėte.',
    en: 'The number is too large: check that you have written it correctly.',
  },
  too_small: {
    lt: 'Skaičius per mažas – patikrinkite, ar teisingai jį užrašėte.',
    en: 'The number is too small: check that you have written it correctly.',
  },
  undefined_value: {
    lt: 'Atsakymas neapibrėžtas (pvz., dalyba iš nulio).',
    en: 'The answer is undefined (for example, a division by zero).',
  },
  unknown_symbols: {
    lt: 'Atsakyme yra nežinomų raidžių ar žodžių.',
    en: 'The answer contains unknown letters or words.',
  },
  sign_error: { lt: 'Patikrinkite ženklą.', en: 'Check the sign.' },
  flipped_inequality: {
    lt: 'Nelygybės ženklas nukreiptas į kitą pusę – ar dalijote ar dauginote iš neigiamo skaičiaus?',
    en: 'The inequality points the wrong way: did you multiply or divide by a negative number?',
  },
  added_numerators_denominators: {
    lt: 'Trupmenų negalima sudėti sudedant skaitiklius ir vardiklius – pirmiausia subendravardiklinkite.',
    en: 'Fractions are not added by adding numerators and denominators: find a common denominator first.',
  },
  reciprocal: {
    lt: 'Jūsų atsakymas yra atvirkštinis teisingam – ar nesukeitėte skaitiklio ir vardiklio?',
    en: 'Your answer is the reciprocal of the right one: did you swap numerator and denominator?',
  },
  missing_negative_root: {
    lt: 'Trūksta neigiamos šaknies: x² = a turi du sprendinius, ±√a.',
    en: 'The negative root is missing: x² = a has two solutions, ±√a.',
  },
  missing_solution: { lt: 'Radote ne visus sprendinius.', en: 'Some solutions are missing.' },
  extra_solution: {
    lt: 'Yra perteklinis sprendinys – patikrinkite kiekvieną įstatydami.',
    en: 'There is an extra solution: check each one by substituting it.',
  },
  swapped_coordinates: {
    lt: 'Koordinatės sukeistos: pirmiausia rašoma x, po to y.',
    en: 'The coordinates are swapped: x comes first, then y.',
  },
  wrong_dimension: {
    lt: 'Netinkamas koordinačių skaičius.',
    en: 'The wrong number of coordinates.',
  },
  rounding_error: {
    lt: 'Skaičius suapvalintas neteisingai.',
    en: 'The number is rounded incorrectly.',
  },
  approximation: {
    lt: 'Tai apytikslė reikšmė – reikia tikslaus atsakymo (trupmenos, šaknies ar π).',
    en: 'That is an approximation: give the exact answer (a fraction, root or π).',
  },
  place_value_error: {
    lt: 'Skaitmenys teisingi, bet kablelis ne toje vietoje.',
    en: 'The digits are right but the decimal point is in the wrong place.',
  },
  percent_as_decimal: {
    lt: 'Atsakymą reikia pateikti procentais: 0,75 = 75 %.',
    en: 'Give the answer in percent: 0.75 = 75%.',
  },
  percent_not_converted: {
    lt: 'Procentus reikia paversti skaičiumi: 75 % = 0,75.',
    en: 'Convert the percentage to a number: 75% = 0.75.',
  },
  not_simplified: {
    lt: 'Atsakymas teisingas, bet trupmena nesuprastinta.',
    en: 'The value is right, but the fraction is not simplified.',
  },
  not_computed: {
    lt: 'Apskaičiuokite reikšmę – atsakymą parašykite skaičiumi, neatliktų veiksmų nepalikite.',
    en: 'Calculate the value: write the answer as a number, with no operations left to do.',
  },
  not_simplified_expression: {
    lt: 'Suprastinkite reiškinį iki galo.',
    en: 'Simplify the expression fully.',
  },
  not_in_required_form: {
    lt: 'Reikšmė teisinga, bet atsakymas parašytas ne ta forma, kurios prašoma.',
    en: 'The value is right, but the answer is not in the form asked for.',
  },
  decimal_not_fraction: {
    lt: 'Atsakymą reikia parašyti trupmena, ne dešimtainiu skaičiumi.',
    en: 'Write the answer as a fraction, not as a decimal.',
  },
  sign_in_denominator: {
    lt: 'Minuso ženklą rašykite prieš trupmeną arba skaitiklyje, ne vardiklyje.',
    en: 'Put the minus sign in front of the fraction or in the numerator, not in the denominator.',
  },
  improper_fraction: {
    lt: 'Atsakymą reikia parašyti mišriuoju skaičiumi.',
    en: 'Write the answer as a mixed number.',
  },
  not_expanded: {
    lt: 'Reiškinys teisingas, bet skliaustai neatskliausti.',
    en: 'The expression is right, but it is not expanded.',
  },
  like_terms: {
    lt: 'Reiškinys teisingas, bet panašieji nariai nesutraukti.',
    en: 'The expression is right, but like terms are not collected.',
  },
  not_factored: {
    lt: 'Reiškinys teisingas, bet neišskaidytas dauginamaisiais.',
    en: 'The expression is right, but it is not factored.',
  },
  not_fully_factored: {
    lt: 'Reiškinys išskaidytas ne iki galo.',
    en: 'The expression is not fully factored.',
  },
  wrong_unit: {
    lt: 'Netinkamas matavimo vienetas.',
    en: 'The unit is wrong.',
  },
  unit_not_converted: {
    lt: 'Skaičius teisingas, bet matavimo vienetas kitas – perskaičiuokite.',
    en: 'The number is right but in a different unit: convert it.',
  },
  missing_unit: { lt: 'Nurodykite matavimo vienetą.', en: 'Give the unit.' },
  endpoint_error: {
    lt: 'Patikrinkite, ar intervalo galai įeina (laužtiniai skliaustai) ar neįeina (lenktiniai).',
    en: 'Check whether the endpoints are included (square brackets) or not (round brackets).',
  },
  infinity_closed: {
    lt: 'Prie begalybės visada rašomas lenktinis skliaustas.',
    en: 'Infinity always takes a round bracket.',
  },
  not_solved_yet: {
    lt: 'Teisinga, bet dar neišspręsta – palikite kintamąjį vieną (pvz., x > 1) arba užrašykite intervalą.',
    en: 'Right, but not solved yet: leave the variable on its own (e.g. x > 1) or write an interval.',
  },
  interval_notation_required: {
    lt: 'Atsakymą reikia užrašyti intervalu.',
    en: 'Write the answer in interval notation.',
  },
  off_by_one: {
    lt: 'Atsakymas pasislinkęs vienu nariu – patikrinkite numeraciją (n prasideda nuo 1).',
    en: 'The answer is shifted by one term: check the numbering (n starts at 1).',
  },
  variable_case: {
    lt: 'Kintamieji skiria didžiąsias ir mažąsias raides.',
    en: 'Variables are case-sensitive.',
  },
  wrong_variable: {
    lt: 'Naudojate ne tą kintamąjį.',
    en: 'You are using a different variable.',
  },
  constant_factor: {
    lt: 'Atsakymas skiriasi pastoviu daugikliu – ar nepamiršote koeficiento?',
    en: 'The answer differs by a constant factor: did you lose a coefficient?',
  },
  constant_term: {
    lt: 'Atsakymas skiriasi laisvuoju nariu.',
    en: 'The answer differs by a constant term.',
  },
  principal_root: {
    lt: 'Kvadratinė šaknis yra neneigiama: √16 = 4, ne ±4.',
    en: 'A square root is non-negative: √16 = 4, not ±4.',
  },
  radians_not_degrees: {
    lt: 'Atsakymas pateiktas radianais, o reikia laipsniais.',
    en: 'The answer is in radians, but degrees are asked for.',
  },
  equation_not_solved: {
    lt: 'Lygtis neišspręsta – parašykite sprendinius.',
    en: 'The equation is not solved: write the solutions.',
  },
  equation_required: {
    lt: 'Reikia parašyti lygtį (su lygybės ženklu).',
    en: 'Write an equation (with an equals sign).',
  },
  wrong_decimal_places: {
    lt: 'Netinkamas skaitmenų po kablelio skaičius.',
    en: 'The wrong number of decimal places.',
  },
  wrong_sig_figs: {
    lt: 'Netinkamas reikšminių skaitmenų skaičius.',
    en: 'The wrong number of significant figures.',
  },
  not_a_decimal: {
    lt: 'Atsakymą reikia parašyti dešimtainiu skaičiumi.',
    en: 'Write the answer as a decimal number.',
  },
  wrong_order: {
    lt: 'Reikšmės teisingos, bet ne ta tvarka.',
    en: 'The values are right but in the wrong order.',
  },
  choose_option: {
    lt: 'Pasirinkite vieną raidę: A, B, C arba D.',
    en: 'Choose one letter: A, B, C or D.',
  },
  expected_number: { lt: 'Atsakymas turi būti skaičius.', en: 'The answer should be a number.' },
  expected_percent: {
    lt: 'Atsakymas turi būti skaičius procentais, pvz., 25 %.',
    en: 'The answer should be a percentage, e.g. 25%.',
  },
  expected_fraction: {
    lt: 'Atsakymas turi būti trupmena arba sveikasis skaičius, pvz., 3/4.',
    en: 'The answer should be a fraction or a whole number, e.g. 3/4.',
  },
  expected_mixed_number: {
    lt: 'Atsakymas turi būti mišrusis skaičius, pvz., 1 1/2.',
    en: 'The answer should be a mixed number, e.g. 1 1/2.',
  },
  expected_quantity: {
    lt: 'Atsakymas turi būti skaičius su matavimo vienetu, pvz., 12 cm².',
    en: 'The answer should be a number with a unit, e.g. 12 cm².',
  },
  expected_coordinates: {
    lt: 'Atsakymą parašykite koordinatėmis (x; y), pvz., (2; −3).',
    en: 'Write the answer as coordinates (x, y), e.g. (2, −3).',
  },
  expected_set: {
    lt: 'Atsakymas turi būti skaičių aibė, pvz., {1; 4}.',
    en: 'The answer should be a set of numbers, e.g. {1, 4}.',
  },
  expected_list: {
    lt: 'Atsakymą parašykite skaičiais iš eilės, pvz., 2; 5; 8.',
    en: 'Write the answer as numbers in order, e.g. 2, 5, 8.',
  },
  expected_interval: {
    lt: 'Atsakymas turi būti intervalas, pvz., (−2; 5].',
    en: 'The answer should be an interval, e.g. (−2, 5].',
  },
  expected_inequality: {
    lt: 'Sprendinius parašykite nelygybe su x arba intervalu, pvz., x > 2 arba (2; +∞).',
    en: 'Write the solutions as an inequality in x or as an interval, e.g. x > 2 or (2, +∞).',
  },
  expected_solutions: {
    lt: 'Atsakymas turi būti lygties sprendiniai, pvz., x = 2; x = −3.',
    en: 'The answer should be the solutions of the equation, e.g. x = 2; x = −3.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type FeedbackKey = keyof typeof FEEDBACK;

export function feedbackText(key: FeedbackKey, language: Language = 'lt'): string {
  return FEEDBACK[key][language];
}
