import type { Difficulty, TRecommendedTask } from '@taskas/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { RecommendedTaskList } from './recommended-task-list';

let nextId = 1;
function recommended(
  topic: string,
  reason: TRecommendedTask['reason'],
  mastery: number | null,
): TRecommendedTask {
  const id = nextId++;
  const difficulty: Difficulty = 'medium';
  return {
    task: {
      id,
      problem_id: `p-${id}`,
      title: `Task ${id}`,
      problem: '',
      difficulty,
      grade: 8,
      topic,
      topic_id: topic,
      subtopic: 'Simple equations',
      skill_id: `skill-${id}`,
      language: 'en',
      completed: false,
    },
    skill_id: `skill-${id}`,
    reason,
    mastery,
    difficulty,
  };
}

const badgesOf = () =>
  within(screen.getByRole('list', { name: 'Recommended tasks' }))
    .getAllByRole('link')
    .map((card) => card.querySelector('.mantine-Badge-root')?.textContent);

describe('the recommended tasks', () => {
  it('call only the skill with the lowest mastery the weakest; the other weak ones need practice', () => {
    renderWithProviders(
      <MemoryRouter>
        <RecommendedTaskList
          items={[
            recommended('Fractions', 'weakest', 0.2),
            recommended('Equations', 'weakest', 0.1),
            recommended('Angles', 'weakest', 0.1),
            recommended('Percent', 'review', 0.9),
            recommended('Primes', 'new', null),
          ]}
        />
      </MemoryRouter>,
    );
    expect(badgesOf()).toEqual([
      'Needs practice',
      'Weakest skill',
      'Needs practice',
      'Worth reviewing',
      'New topic',
    ]);
    expect(screen.queryByText('Weakest topic')).toBeNull();
  });
});
