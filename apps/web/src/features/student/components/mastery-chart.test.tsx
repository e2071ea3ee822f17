import type { TScoreboard } from '@taskas/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MasteryChart } from './mastery-chart';

const topic = (name: string, mastery: number): TScoreboard['mastery_by_topic'][number] => ({
  topic_id: name,
  topic: name,
  mastery,
  skills_practised: 1,
});

describe('the mastery summary', () => {
  it('names one strongest and one weakest topic, even when two share the lowest percent', () => {
    renderWithProviders(
      <MasteryChart topics={[topic('Fractions', 0.3), topic('Equations', 0.9), topic('Angles', 0.3)]} />,
    );
    expect(
      screen.getByText('Strongest topic: Equations (90%). Needs the most practice: Fractions (30%).'),
    ).toBeTruthy();
  });

  it('names neither when every topic shows the same percent', () => {
    renderWithProviders(<MasteryChart topics={[topic('Fractions', 0.5), topic('Angles', 0.5001)]} />, {
      language: 'lt',
    });
    expect(screen.getByText(/^Visos temos įvaldytos vienodai: po 50\s%\.$/)).toBeTruthy();
    expect(screen.queryByText(/Daugiausia praktikos reikia/)).toBeNull();
  });

  it('gives the only topic its percent, not a best and a weakest', () => {
    renderWithProviders(<MasteryChart topics={[topic('Fractions', 0.42)]} />);
    expect(screen.getByText('Fractions: 42% mastered.')).toBeTruthy();
  });
});
