import { TextInput } from '@mantine/core';
import type { CSSProperties, FormEvent } from 'react';
import { IconSearch } from './icons';

/**
 * `inputWrapperOrder` for a list's filters: a note that comes and goes (e.g. "not used while
 * searching") sits under its box, so a row of filters keeps its boxes in line with or without it.
 */
export const FILTER_NOTE_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** What the search box needs of `useListAddress`. */
type TSearchAddress = { text: string; type: (value: string) => void; searchNow: () => void };

/** The props of a list's search form: submitting searches at once instead of after the pause. */
export function searchFormProps(address: TSearchAddress) {
  return {
    component: 'form' as const,
    role: 'search',
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      address.searchNow();
    },
  };
}

/** A list's search box, bound to the list's address (typed text searched after a pause). */
export function ListSearchInput({
  address,
  label,
  placeholder,
  maxLength,
  style,
}: {
  address: TSearchAddress;
  label: string;
  placeholder: string;
  maxLength: number;
  style?: CSSProperties;
}) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      maxLength={maxLength}
      value={address.text}
      onChange={(event) => address.type(event.currentTarget.value)}
      style={style}
    />
  );
}
