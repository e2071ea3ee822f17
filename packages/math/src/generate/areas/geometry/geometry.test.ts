import { skillIdsOfTopics } from '../../../curriculum/curriculum.ts';
import { describeGeneratorTable } from '../../generator-test-support.ts';
import { GENERATOR_PARTS } from '../../parts.ts';
import { geometryGenerators } from './index.ts';

describeGeneratorTable('geometry', geometryGenerators, skillIdsOfTopics(GENERATOR_PARTS.geometry));
