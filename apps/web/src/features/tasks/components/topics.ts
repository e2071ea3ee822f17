import type { Language } from '@taskas/contracts';
// The topics alone (vite.config.ts, taxonomyTopics): importing `taxonomy` from '@taskas/math' would
// bundle the whole answer engine, and the whole JSON every skill with its examples.
import topics from '@taskas/math/taxonomy.json?topics';

export type TTopicOption = { id: string; name: string; grades: number[] };

export const TOPIC_IDS: ReadonlySet<string> = new Set(topics.map((topic) => topic.id));

/** The curriculum's topics in the user's language, in curriculum order. */
export function topicOptions(language: Language): TTopicOption[] {
  return topics.map((topic) => ({ id: topic.id, name: topic.name[language], grades: topic.grades }));
}
