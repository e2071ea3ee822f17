import { INTERESTS_LIMITS, type Language, ZInterestsUpdate } from '@taskas/contracts';
import type { TMessage } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';
import { formatNumber } from '../../../lib/i18n/format';

const { ownMax, ownMinLength, ownMaxLength } = INTERESTS_LIMITS;

/** A student's own word as the server keeps it: trimmed, inner spaces collapsed. */
export const normaliseOwnWord = (word: string) => word.trim().replace(/\s+/g, ' ');

function lengthMessage(word: string, language: Language): TMessage {
  return {
    key: 'profile:interests.errors.ownLength',
    values: {
      word,
      min: formatNumber(ownMinLength, language),
      max: formatNumber(ownMaxLength, language),
    },
  };
}

const formatMessage = (word: string): TMessage => ({
  key: 'profile:interests.errors.ownFormat',
  values: { word },
});

export const tooManyMessage = (language: Language): TMessage => ({
  key: 'profile:interests.errors.ownTooMany',
  values: { max: formatNumber(ownMax, language) },
});

/** Why the contract refuses one own word (length, or other than letters, digits, spaces, hyphens); null if not. */
export function ownWordProblem(word: string, language: Language): TMessage | null {
  const result = ZInterestsUpdate.safeParse({ chosen: [], own: [word] });
  if (result.success) return null;
  const code = result.error.issues[0]?.code;
  const shown = normaliseOwnWord(word);
  return code === 'too_small' || code === 'too_big' ? lengthMessage(shown, language) : formatMessage(shown);
}

/**
 * The server's refusal of a save as a message for the own-words field (`own.2` names the third word),
 * or null when it is about something else.
 */
export function ownWordsErrorFrom(
  error: unknown,
  sent: readonly string[],
  language: Language,
): TMessage | null {
  if (!(error instanceof ApiError)) return null;
  const items = error.errors.length > 0 ? error.errors : [{ field: error.field, details: error.details }];
  for (const item of items) {
    const match = /^own(?:\.(\d+))?$/.exec(item.field ?? '');
    if (!match) continue;
    if (match[1] === undefined) return tooManyMessage(language);
    const word = sent[Number(match[1])] ?? '';
    const issue = item.details?.issue;
    return issue === 'too_small' || issue === 'too_big' ? lengthMessage(word, language) : formatMessage(word);
  }
  return null;
}
