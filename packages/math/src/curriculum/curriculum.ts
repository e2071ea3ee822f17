import taxonomyJson from './taxonomy.json' with { type: 'json' };

/**
 * The curriculum taxonomy (a copy of `shared/curriculum/taxonomy.json`, checked equal to it in tests
 * when the shared folder is beside the repository).
 */
export type LocalisedText = { lt: string; en: string };
export type AnswerKind =
  | 'number'
  | 'fraction'
  | 'expression'
  | 'equation_solutions'
  | 'coordinates'
  | 'interval'
  | 'set'
  | 'multiple_choice';

export type Skill = {
  id: string;
  description: LocalisedText;
  answer_kinds: AnswerKind[];
  example: { lt: string; en: string; answer: string };
};
export type Subtopic = {
  id: string;
  name: LocalisedText;
  grades: number[];
  curriculum_ref: string;
  skills: Skill[];
};
export type Topic = {
  id: string;
  code: string;
  area: string;
  grades: number[];
  name: LocalisedText;
  subtopics: Subtopic[];
};
export type Area = { id: string; name: LocalisedText };
export type Taxonomy = { version: number; areas: Area[]; topics: Topic[] };

export const taxonomy = taxonomyJson as Taxonomy;

export type SkillEntry = { skill: Skill; subtopic: Subtopic; topic: Topic; area: Area };

const skillIndex = new Map<string, SkillEntry>();
for (const topic of taxonomy.topics) {
  const area = taxonomy.areas.find((a) => a.id === topic.area);
  if (!area) throw new Error(`topic ${topic.id} names an unknown area ${topic.area}`);
  for (const subtopic of topic.subtopics) {
    for (const skill of subtopic.skills) skillIndex.set(skill.id, { skill, subtopic, topic, area });
  }
}

export function findSkill(skillId: string): SkillEntry | undefined {
  return skillIndex.get(skillId);
}

export function allSkills(): SkillEntry[] {
  return [...skillIndex.values()];
}

/** Skill ids of the given topics (by topic code, e.g. `LEQ`), in taxonomy order. */
export function skillIdsOfTopics(codes: readonly string[]): string[] {
  return taxonomy.topics
    .filter((topic) => codes.includes(topic.code))
    .flatMap((topic) => topic.subtopics.flatMap((subtopic) => subtopic.skills.map((skill) => skill.id)));
}
