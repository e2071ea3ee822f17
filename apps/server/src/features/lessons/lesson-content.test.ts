import { allSkills } from '@taskas/math';
import { describe, expect, it } from 'vitest';
import { builtinExplanation, readableAnswer } from './lesson-content.ts';

describe('the built-in lesson text', () => {
  const skills = allSkills();

  it("writes every curriculum example's answer as a student reads it, never in the checker's notation", () => {
    for (const { skill } of skills) {
      for (const language of ['lt', 'en'] as const) {
        const shown = readableAnswer(skill.example.answer, language, skill.example[language]);
        const where = `${skill.id} (${language}): ${skill.example.answer} → ${shown}`;
        expect(shown, where).not.toMatch(/\*|\^|sqrt|inf\b|\bpi\b|-/);
        if (language === 'lt') expect(shown, where).not.toMatch(/\d\.\d/);
      }
    }
  });

  it('names the option of a multiple-choice answer and keeps each language’s separators', () => {
    const choice = skills.find(
      (e) => /^[A-D]$/.test(e.skill.example.answer) && /\bA\)/.test(e.skill.example.lt),
    );
    if (!choice) throw new Error('the curriculum has no multiple-choice example');
    const letter = choice.skill.example.answer;
    const shown = readableAnswer(letter, 'lt', choice.skill.example.lt);
    expect(shown.startsWith(`${letter}) `)).toBe(true);
    expect(choice.skill.example.lt).toContain(shown.slice(3));

    expect(readableAnswer('(3; -4)', 'en')).toBe('(3, −4)');
    expect(readableAnswer('(3; -4)', 'lt')).toBe('(3; −4)');
    expect(readableAnswer('x = 5.2', 'lt')).toBe('x = 5,2');
    expect(readableAnswer('x = 5.2', 'en')).toBe('x = 5.2');
  });

  it('explains with the rule, then the worked curriculum example, in the language', () => {
    const entry = skills[0];
    if (!entry) throw new Error('the curriculum is empty');
    const lt = builtinExplanation(entry, 'Taisyklė', 'lt').split('\n\n');
    expect(lt[0]).toBe('Taisyklė.');
    expect(lt[1]).toMatch(/^Pažiūrėkime į pavyzdį\. /);
    expect(lt[1]).toContain(entry.skill.example.lt);
    expect(lt[1]).toMatch(/ Atsakymas: .+[.?!]$/);
    const en = builtinExplanation(entry, 'A rule.', 'en');
    expect(en).toContain(entry.skill.example.en);
    expect(en).toMatch(/ Answer: .+[.?!]$/);
  });
});
