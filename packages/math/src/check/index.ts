export { checkAnswer } from './check-answer.ts';
export { expressionsEqual } from './evaluate.ts';
export { FEEDBACK, type FeedbackKey, feedbackText } from './feedback.ts';
export { type AnswerCase, type CaseFile, type CaseOutcome, describeFailure, runCases } from './run-cases.ts';
