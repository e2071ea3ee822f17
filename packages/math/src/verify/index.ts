export { detectLanguage } from './language.ts';
export { revealsAnswer, statesFinalAnswer } from './reveals.ts';
export type {
  FormalModel,
  GuardedAnswer,
  ProposedTask,
  VerificationCheck,
  VerificationCheckName,
  VerificationReport,
} from './types.ts';
export { TASK_LIMITS, verifyProposedTask } from './verify-task.ts';
