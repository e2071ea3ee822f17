import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('recognises Lithuanian by its words and letters', () => {
    expect(detectLanguage('Raskite lygties 2x + 5 = 17 sprendinį.')).toBe('lt');
    expect(detectLanguage('Iš abiejų pusių atimkite 5 ir padalykite iš 2.')).toBe('lt');
    expect(detectLanguage('Dviratis kainuoja 120 €. Kiek sumoka Tomas?')).toBe('lt');
  });

  it('recognises English', () => {
    expect(detectLanguage('Find the value of x in the equation 2x + 5 = 17.')).toBe('en');
    expect(detectLanguage('Subtract 5 from both sides and divide by 2.')).toBe('en');
  });

  it('says unknown for maths alone, for too little text and for a mix', () => {
    expect(detectLanguage('2x + 5 = 17, x = 6')).toBe('unknown');
    expect(detectLanguage('x = 7')).toBe('unknown');
    expect(detectLanguage('Answer')).toBe('unknown');
    expect(detectLanguage('Find x ir raskite y and the sum kiek')).toBe('unknown');
  });

  it('is not fooled by a Lithuanian name in an English sentence', () => {
    expect(detectLanguage('Rūta buys 3 apples and 2 pears. How many fruits does she have?')).toBe('en');
  });
});
