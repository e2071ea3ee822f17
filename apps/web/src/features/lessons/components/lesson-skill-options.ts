import type { Language } from '@taskas/contracts';
import type { Taxonomy } from '@taskas/math';
// The JSON alone: importing `taxonomy` from '@taskas/math' would bundle the whole answer engine.
import { topics as taxonomyTopics } from '@taskas/math/taxonomy.json';

const topics = taxonomyTopics as Taxonomy['topics'];

export type TOption = { value: string; label: string };

/** The grades a lesson can be made for (the contract's range). */
export const LESSON_GRADES = [5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The curriculum's topics taught in `grade` (every topic without one), in curriculum order. */
export function lessonTopicOptions(language: Language, grade: number | null): TOption[] {
  return topics
    .filter((topic) => grade === null || topic.grades.includes(grade))
    .map((topic) => ({ value: topic.id, label: topic.name[language] }));
}

/** The skills of one topic taught in `grade` (all of them without one), in curriculum order. */
export function lessonSkillOptions(language: Language, topicId: string, grade: number | null): TOption[] {
  const topic = topics.find((candidate) => candidate.id === topicId);
  if (!topic) return [];
  return topic.subtopics
    .filter((subtopic) => grade === null || subtopic.grades.includes(grade))
    .flatMap((subtopic) =>
      subtopic.skills.map((skill) => ({ value: skill.id, label: skill.description[language] })),
    );
}
