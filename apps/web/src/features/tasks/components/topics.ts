import type { Language } from '@taskas/contracts';
import type { Taxonomy } from '@taskas/math';
// The JSON alone: importing `taxonomy` from '@taskas/math' would bundle the whole answer engine.
import { topics as taxonomyTopics } from '@taskas/math/taxonomy.json';

export type TTopicOption = { id: string; name: string; grades: number[] };

const topics = taxonomyTopics as Taxonomy['topics'];

export const TOPIC_IDS: ReadonlySet<string> = new Set(topics.map((topic) => topic.id));

/** The curriculum's topics in the user's language, in curriculum order. */
export function topicOptions(language: Language): TTopicOption[] {
  return topics.map((topic) => ({ id: topic.id, name: topic.name[language], grades: topic.grades }));
}
