import type { Language } from '@taskas/contracts';
import type { Taxonomy } from '@taskas/math';
// The JSON alone: importing `taxonomy` from '@taskas/math' would bundle the whole answer engine.
import { topics as taxonomyTopics } from '@taskas/math/taxonomy.json';

const topics = taxonomyTopics as Taxonomy['topics'];

export type TSkillGroup = { group: string; items: { value: string; label: string }[] };

/** The curriculum's skills grouped by topic, in curriculum order, for a searchable picker. */
export function skillGroups(language: Language): TSkillGroup[] {
  return topics.map((topic) => ({
    group: topic.name[language],
    items: topic.subtopics.flatMap((subtopic) =>
      subtopic.skills.map((skill) => ({ value: skill.id, label: skill.description[language] })),
    ),
  }));
}

export function isSkillId(id: string): boolean {
  return topics.some((topic) => topic.subtopics.some((sub) => sub.skills.some((skill) => skill.id === id)));
}
