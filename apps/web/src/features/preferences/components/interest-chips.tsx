import { Chip, Group } from '@mantine/core';
import { INTEREST_CHOICES, type InterestChoice } from '@taskas/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** An interest of the list in the user's language (the labels the assignment form offers too). */
export function interestLabel(t: TFunction, choice: InterestChoice): string {
  return t(`tasks:assign.interest.${choice}`);
}

export const isInterestChoice = (value: string): value is InterestChoice =>
  (INTEREST_CHOICES as readonly string[]).includes(value);

/**
 * The list of interests as chips to tick, then `extra` words (a student's own) as chips of their own.
 * `value` holds list keys and extra words alike.
 */
export function InterestChips({
  value,
  onChange,
  extra = [],
}: {
  value: string[];
  onChange: (value: string[]) => void;
  extra?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Chip.Group multiple value={value} onChange={onChange}>
      <Group gap="xs">
        {INTEREST_CHOICES.map((choice) => (
          <Chip key={choice} value={choice} size="sm" variant="outline">
            {interestLabel(t, choice)}
          </Chip>
        ))}
        {extra
          .filter((word) => !isInterestChoice(word))
          .map((word) => (
            <Chip key={`own-${word}`} value={word} size="sm" variant="outline">
              {word}
            </Chip>
          ))}
      </Group>
    </Chip.Group>
  );
}
