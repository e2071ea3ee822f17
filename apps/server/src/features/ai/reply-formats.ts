import type { Language, PromptPurpose } from '@taskas/contracts';

/**
 * What the code, not the editable prompt, tells the model: who it answers for and the exact JSON shape
 * the engine verifies. An admin may rewrite a prompt's wording; the reply's shape stays ours.
 */
export const SYSTEM_MESSAGE: Record<Language, string> = {
  lt: 'Tu padedi matematikos mokymosi programai „Taškas“. Atsakyk tik vienu JSON objektu, be jokio kito teksto. Viską, ką parašysi, prieš parodant mokiniui patikrins matematikos variklis.',
  en: 'You help the mathematics tutoring app Taškas. Reply with one JSON object only, with no other text. Everything you write is checked by a mathematics engine before a pupil sees it.',
};

const TASK_FORMAT: Record<Language, string> = {
  lt: `Atsakymo formatas (jis svarbesnis už bet kurį kitą aukščiau minėtą formatą):
{
  "question": "užduoties sąlyga",
  "answer": "tikslus atsakymas tokiu pat užrašu kaip pavyzdyje",
  "choices": [{"letter": "A", "text": "..."}] arba null, jei užduotis ne su pasirinkimais,
  "model": {"kind": "expression", "expression": "reiškinys, kurio reikšmė yra atsakymas, pvz. 120*3/4"}
           arba {"kind": "relation", "relation": "lygtis ar nelygybė, pvz. 2*x+5=17", "variable": "x"},
  "steps": [{"text": "žingsnio paaiškinimas", "math": "to žingsnio matematinė eilutė, pvz. 2*x=12"}],
  "hints": ["pirma užuomina", "antra užuomina", "paskutinė užuomina"]
}
Kiekvienas "math" turi išplaukti iš ankstesnio; paskutinis "math" – atsakymas. Laukuose "answer", "model" ir "math" dešimtainį skirtuką rašyk tašku (2.5), o sąlygoje, užuominose ir paaiškinimuose – kableliu (2,5). Užuominos, išskyrus paskutinę, neturi atskleisti atsakymo.`,
  en: `Reply format (it overrides any other format mentioned above):
{
  "question": "the question",
  "answer": "the exact answer, written like the example's answer",
  "choices": [{"letter": "A", "text": "..."}] or null when the task has no options,
  "model": {"kind": "expression", "expression": "an expression whose value is the answer, e.g. 120*3/4"}
           or {"kind": "relation", "relation": "the equation or inequality, e.g. 2*x+5=17", "variable": "x"},
  "steps": [{"text": "what this step does", "math": "the step's line of working, e.g. 2*x=12"}],
  "hints": ["first hint", "second hint", "last hint"]
}
Each "math" must follow from the one before; the last "math" is the answer. No hint but the last may give the answer away.`,
};

const TEXT_FORMAT: Record<'hint' | 'explanation', Record<Language, string>> = {
  hint: {
    lt: 'Atsakymo formatas: {"hint": "vienas trumpas klausimas, vedantis mokinį prie kito žingsnio"}. Neatskleisk atsakymo.',
    en: 'Reply format: {"hint": "one short question that leads the pupil to the next step"}. Do not give the answer away.',
  },
  explanation: {
    lt: 'Atsakymo formatas: {"explanation": "paaiškinimas paprastais žodžiais; paskutinė eilutė – atsakymas"}.',
    en: 'Reply format: {"explanation": "the explanation in plain words; its last line states the answer"}.',
  },
};

const LESSON_FORMAT: Record<Language, string> = {
  lt: 'Atsakymo formatas: {"explanation": "trumpas taisyklės ar sąvokos paaiškinimas paprastais žodžiais, be užduočių atsakymų"}.',
  en: 'Reply format: {"explanation": "a short explanation of the rule or idea in plain words, with no answers to tasks"}.',
};

export function formatInstructions(purpose: PromptPurpose, language: Language): string {
  if (purpose === 'task_generation') return TASK_FORMAT[language];
  if (purpose === 'lesson') return LESSON_FORMAT[language];
  return TEXT_FORMAT[purpose][language];
}
