export {
  checkSteps,
  type StepLine,
  type StepsResult,
  type StepTask,
  type StepVerdict,
} from './check-steps.ts';
