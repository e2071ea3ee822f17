import { ASSIGNMENT_LIMITS, ZAssignmentCreate } from '@taskas/contracts';
import { type TMessage, validateWithSchema } from '../../../lib/forms/field-error';
import { wallTimeToIso } from './due-date';

const { instructionsMax } = ASSIGNMENT_LIMITS;

/** An assignment's text fields as its forms keep them; `due` is Vilnius wall time (decision 016). */
export type TAssignmentTextValues = { title: string; instructions: string; due: string };

/** The checks of an assignment's title, instructions and due time, before creating or editing it. */
export const assignmentTextValidators = {
  title: (value: string) => validateWithSchema(ZAssignmentCreate.shape.title, value),
  instructions: (value: string): TMessage | null =>
    value.trim().length > instructionsMax
      ? { key: 'common:validation.tooLong', values: { count: instructionsMax } }
      : null,
  due: (value: string): TMessage | null => {
    if (value.trim() === '') return { key: 'common:validation.required' };
    const iso = wallTimeToIso(value);
    if (!iso) return { key: 'common:validation.invalid' };
    return new Date(iso).getTime() <= Date.now() ? { key: 'tasks:assign.due.inPast' } : null;
  },
};
