/// <reference types="node" />
// Generation throughput: every skill × difficulty × language, many seeds.
import { generateTask, generatorSkillIds } from '../src/generate/index.ts';
import { DIFFICULTY_LEVELS, type Language } from '../src/types.ts';

const LANGUAGES: Language[] = ['lt', 'en'];
const skills = generatorSkillIds();
const SEEDS = 10;

function runAll(round: number): number {
  let made = 0;
  for (const skill of skills) {
    for (const difficulty of DIFFICULTY_LEVELS) {
      for (const language of LANGUAGES) {
        for (let seed = 0; seed < SEEDS; seed += 1) {
          generateTask(skill, { difficulty, language, seed: `bench-${round}-${seed}` });
          made += 1;
        }
      }
    }
  }
  return made;
}

runAll(-1);
const start = performance.now();
let made = 0;
for (let round = 0; round < 3; round += 1) made += runAll(round);
const seconds = (performance.now() - start) / 1000;
console.log(`generation: ${made} tasks from ${skills.length} skills in ${seconds.toFixed(2)} s`);
console.log(`throughput: ${Math.round(made / seconds)} tasks/s (budget ≥ 5,000)`);
