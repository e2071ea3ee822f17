import type { Language, TTask } from '@taskas/contracts';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AnswerInput, type TAnswerFormat } from './answer-input';

/**
 * The answer input on a stand-in page holding the page's side of the contract: it keeps the last
 * answer and its format, which `sent` shows.
 */
export function renderAnswerInput(task: TTask, language: Language = 'en') {
  const sent = { value: '', format: 'text' as TAnswerFormat };
  function Page() {
    const [value, setValue] = useState('');
    return (
      <AnswerInput
        task={task}
        value={value}
        onChange={(next, format) => {
          Object.assign(sent, { value: next, format });
          setValue(next);
        }}
        disabled={false}
      />
    );
  }
  renderWithProviders(<Page />, { language });
  return { sent, user: userEvent.setup() };
}
