import { skillIdsOfTopics } from '../../../curriculum/curriculum.ts';
import { describeGeneratorTable } from '../../generator-test-support.ts';
import { GENERATOR_PARTS } from '../../parts.ts';
import { modelsBGenerators } from './index.ts';

describeGeneratorTable('models-b', modelsBGenerators, skillIdsOfTopics(GENERATOR_PARTS['models-b']));
