import { describe, expect, it } from 'vitest';
import { withFallback } from './locale-fallback';

describe('an English file filled from Lithuanian', () => {
  it('shows the Lithuanian text of a key English lacks, nested keys included', () => {
    const en = { title: 'Tasks', filters: { grade: 'Grade' } };
    const lt = {
      title: 'Užduotys',
      subtitle: 'Pasirinkite užduotį',
      filters: { grade: 'Klasė', topic: 'Tema' },
      done_one: '{{count}} išspręsta',
      done_few: '{{count}} išspręstos',
    };
    expect(withFallback(en, lt)).toEqual({
      title: 'Tasks',
      subtitle: 'Pasirinkite užduotį',
      filters: { grade: 'Grade', topic: 'Tema' },
      done_one: '{{count}} išspręsta',
      done_few: '{{count}} išspręstos',
    });
  });

  it("keeps every English text, and a plural's English forms without Lithuanian's extra ones", () => {
    const en = {
      only: 'English',
      nested: { deep: 'Here' },
      task_one: '{{count}} task',
      task_other: '{{count}} tasks',
    };
    expect(withFallback(en, {})).toEqual(en);
    expect(
      withFallback(en, {
        only: 'Lietuviškai',
        nested: { deep: 'Čia' },
        task_one: '{{count}} užduotis',
        task_few: '{{count}} užduotys',
        task_many: '{{count}} užduočių',
      }),
    ).toEqual(en);
  });
});
