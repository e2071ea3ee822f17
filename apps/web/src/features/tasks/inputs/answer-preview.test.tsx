import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AnswerPreview, previewText } from './answer-preview';

describe('AnswerPreview', () => {
  it('prints a real minus sign, not a hyphen, in negative numbers and differences', () => {
    const { getByTestId } = renderWithProviders(<AnswerPreview answer="(-∞; -3) ∪ [x - 2; +∞)" />, {
      language: 'lt',
    });
    expect(getByTestId('answer-preview').textContent).toBe('Bus pateikta: (−∞; −3) ∪ [x − 2; +∞)');
  });

  it('leaves answers without a minus as they are', () => {
    expect(previewText('{1; 2,5; 3}')).toBe('{1; 2,5; 3}');
    expect(previewText('-3')).toBe('−3');
  });
});
