import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATOR_PARTS } from '../generate/parts.ts';
import { allSkills, findSkill, skillIdsOfTopics, taxonomy } from './curriculum.ts';

const shared = new URL('../../../../../shared/curriculum/taxonomy.json', import.meta.url);

describe('the curriculum taxonomy', () => {
  it('has the 194 skills of 40 topics, each with a unique id and a curriculum_ref', () => {
    expect(taxonomy.topics).toHaveLength(40);
    expect(allSkills()).toHaveLength(194);
    expect(findSkill('percent-of-amount')?.subtopic.curriculum_ref).toMatch(/^LT-M-\d+-PCT-\d\d$/);
  });

  it.runIf(existsSync(shared))('is the same as the shared taxonomy', () => {
    expect(taxonomy).toEqual(JSON.parse(readFileSync(shared, 'utf8')));
  });

  it('gives every topic to exactly one generator folder', () => {
    const codes = Object.values(GENERATOR_PARTS).flat();
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(taxonomy.topics.map((t) => t.code).sort());
    expect(Object.values(GENERATOR_PARTS).flatMap((part) => skillIdsOfTopics(part))).toHaveLength(194);
  });
});
