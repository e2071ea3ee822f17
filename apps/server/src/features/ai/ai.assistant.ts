import type { AiState, Language, PromptPurpose, TGenerationReport } from '@taskas/contracts';
import {
  detectLanguage,
  type GeneratedTask,
  type ProposedTask,
  revealsAnswer,
  statesFinalAnswer,
  verifyProposedTask,
} from '@taskas/math';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { readableAnswer } from '../lessons/lesson-content.ts';
import { defaultPromptOf } from '../prompts/default-prompts.ts';
import { renderPrompt, sampleValuesOf } from '../prompts/prompt-preview.ts';
import { createPromptsRepository } from '../prompts/prompts.repository.ts';
import { AiCallError, type AiClient, type AiConfig, createAiClient } from './ai.client.ts';
import type {
  AiAssistant,
  ExplanationRequest,
  HintRequest,
  LessonExplanationRequest,
  TaskProposalRequest,
  VerifiedProposal,
} from './ai.types.ts';
import { createAiCallsRepository } from './ai-calls.repository.ts';
import { formatInstructions, SYSTEM_MESSAGE } from './reply-formats.ts';

const ZProposedTaskReply = z.object({
  question: z.string().min(1).max(4000),
  answer: z.string().min(1).max(500),
  choices: z
    .array(z.object({ letter: z.enum(['A', 'B', 'C', 'D']), text: z.string().min(1).max(300) }))
    .max(4)
    .nullish(),
  model: z.union([
    z.object({ kind: z.literal('expression'), expression: z.string().min(1).max(500) }),
    z.object({
      kind: z.literal('relation'),
      relation: z.string().min(1).max(500),
      variable: z.string().regex(/^[a-zA-Z]$/),
    }),
  ]),
  steps: z
    .array(z.object({ text: z.string().max(1000), math: z.string().max(500) }))
    .min(1)
    .max(20),
  hints: z.array(z.string().min(1).max(1000)).min(1).max(10),
});
const ZTextReply = (key: 'hint' | 'explanation') => z.object({ [key]: z.string().min(1).max(6000) });

const HINT_MAX = 400;
const EXPLANATION_MAX = 4000;

/** Reads the JSON object out of a reply: bare, in a ```json fence, or the first `{…}` in the text. */
export function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content)?.[1];
  const candidates = [content, fenced, content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

type PromptChoice = {
  template: string;
  temperature: number;
  maxTokens: number;
  id: number | null;
  version: number | null;
};

type CallOutcome<T> =
  | { kind: 'ok'; value: T; details?: unknown }
  | { kind: 'rejected'; reason: string; details?: unknown };

/**
 * The language model behind `AiAssistant` (decision 021): the active prompt of the library for each
 * purpose and language, the per-user daily limit, one bounded call, then the engine's verdict. A
 * reply the engine does not accept, a failed call and a reached limit all answer `null`, so the
 * caller's built-in path answers; each is logged with its reason and stored in `ai_calls`.
 */
export function createAiAssistant(deps: {
  config: AiConfig;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  client?: AiClient;
}): AiAssistant {
  const { config, db, log } = deps;
  const client = deps.client ?? createAiClient(config);
  const calls = createAiCallsRepository(db);
  const prompts = createPromptsRepository(db);
  let lastState: { at: number; state: AiState } | undefined;

  async function promptFor(purpose: PromptPurpose, language: Language): Promise<PromptChoice> {
    const active = await prompts.findActive(purpose, language, { scope: 'shared' });
    const chosen = active ?? defaultPromptOf(purpose, language);
    return {
      template: chosen.template,
      temperature: Number(chosen.temperature),
      maxTokens: chosen.max_tokens,
      id: active?.id ?? null,
      version: active?.version ?? null,
    };
  }

  function startOfDay(): string {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  }

  /**
   * One call of a purpose, start to end: limit, prompt, model, `accept` (parse and verify), record.
   * Never throws: every failure is a `null` and a row.
   */
  async function run<T>(
    purpose: PromptPurpose,
    userId: number,
    language: Language,
    variables: Record<string, string>,
    context: string,
    accept: (reply: unknown) => CallOutcome<T>,
  ): Promise<{ value: T; prompt: PromptChoice } | null> {
    const at = new Date().toISOString();
    const base = { userId, purpose, model: config.model, promptTokens: 0, completionTokens: 0, at };
    const store = async (row: Parameters<typeof calls.record>[0]) => {
      log.info(
        {
          ai: {
            purpose,
            outcome: row.outcome,
            reason: row.reason,
            model: row.model,
            prompt_tokens: row.promptTokens,
            completion_tokens: row.completionTokens,
            latency_ms: Math.round(row.latencyMs),
          },
        },
        row.outcome === 'ok' ? 'ai call accepted' : `ai call ${row.outcome}: built-in path answers`,
      );
      await calls.record(row).catch((err: Error) => log.warn({ err: err.message }, 'ai call not stored'));
    };
    try {
      if ((await calls.countSince(userId, startOfDay())) >= config.dailyCallsPerUser) {
        await store({
          ...base,
          promptId: null,
          promptVersion: null,
          outcome: 'limited',
          reason: `daily limit of ${config.dailyCallsPerUser} calls reached`,
          latencyMs: 0,
          details: undefined,
        });
        return null;
      }
      const prompt = await promptFor(purpose, language);
      const rendered = renderPrompt(prompt.template, variables).rendered;
      const started = performance.now();
      let output: Awaited<ReturnType<AiClient['chat']>>;
      try {
        output = await client.chat({
          system: SYSTEM_MESSAGE[language],
          user: `${rendered}\n\n${context}\n\n${formatInstructions(purpose, language)}`,
          temperature: prompt.temperature,
          maxTokens: prompt.maxTokens,
          schema: replySchemaOf(purpose),
          endUser: `taskas-user-${userId}`,
        });
      } catch (err) {
        const reason = err instanceof AiCallError ? `${err.kind}: ${err.message}` : 'unexpected error';
        await store({
          ...base,
          promptId: prompt.id,
          promptVersion: prompt.version,
          outcome: 'failed',
          reason,
          latencyMs: performance.now() - started,
          details: undefined,
        });
        return null;
      }
      const latencyMs = performance.now() - started;
      const tokens = { promptTokens: output.promptTokens, completionTokens: output.completionTokens };
      const parsed = jsonOf(output.content);
      const verdict: CallOutcome<T> =
        parsed === undefined ? { kind: 'rejected', reason: 'the reply is not JSON' } : accept(parsed);
      await store({
        ...base,
        ...tokens,
        promptId: prompt.id,
        promptVersion: prompt.version,
        outcome: verdict.kind,
        reason: verdict.kind === 'rejected' ? verdict.reason : null,
        latencyMs,
        details: verdict.details,
      });
      return verdict.kind === 'ok' ? { value: verdict.value, prompt } : null;
    } catch (err) {
      // The database failed around the call: the student still gets the built-in answer.
      log.warn({ err: (err as Error).message, purpose }, 'ai call abandoned');
      return null;
    }
  }

  /** Refuses a text that is too long, in the wrong language, or gives one of the answers away. */
  function refuseText(
    text: string,
    max: number,
    language: Language,
    guarded: readonly LessonExplanationRequest['guarded'][number][],
    question?: string,
  ): string | null {
    if (text.length > max) return `longer than ${max} characters`;
    if (/<[a-z/!][^>]*>/i.test(text)) return 'holds HTML';
    const detected = detectLanguage(text);
    if (detected !== 'unknown' && detected !== language) return `written in ${detected}, not ${language}`;
    if (guarded.some((g) => revealsAnswer(text, g, question ? { question } : undefined))) {
      return 'gives the answer away';
    }
    return null;
  }

  return {
    configured: true,
    model: config.model,

    async state(): Promise<AiState> {
      if (lastState && Date.now() - lastState.at < 30_000) return lastState.state;
      const state: AiState = (await client.reachable()) ? 'reachable' : 'unreachable';
      lastState = { at: Date.now(), state };
      return state;
    },

    async proposeTask(request: TaskProposalRequest): Promise<VerifiedProposal | null> {
      const { example, language } = request;
      // A figure is drawn from the built-in task's own numbers: a model's numbers would not match it.
      if (example.figure) return null;
      const values = {
        ...sampleValuesOf({
          skill_id: request.skillId,
          language,
          difficulty: request.difficulty,
          interests: [...request.interests],
        }),
        grade: String(request.grade),
      };
      const context = exampleContext(example);
      const result = await run(
        'task_generation',
        request.userId,
        language,
        values,
        context,
        (reply): CallOutcome<{ task: GeneratedTask; checks: TGenerationReport['checks'] }> => {
          const shape = ZProposedTaskReply.safeParse(reply);
          if (!shape.success) {
            const checks = [{ name: 'shape' as const, ok: false, detail: shapeProblem(shape.error) }];
            return {
              kind: 'rejected',
              reason: 'the reply is not a task of the asked shape',
              details: { checks },
            };
          }
          const proposal: ProposedTask = {
            question: shape.data.question,
            answer: shape.data.answer,
            mode: example.answer.mode,
            ...(example.answer.options ? { options: example.answer.options } : {}),
            choices: example.choices ? (shape.data.choices ?? []) : null,
            model: shape.data.model,
            steps: shape.data.steps,
            hints: shape.data.hints,
          };
          const report = verifyProposedTask(proposal, language);
          const checks = report.checks;
          if (!report.ok) {
            const failed = checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`);
            return {
              kind: 'rejected',
              reason: failed.join('; ').slice(0, 480),
              details: { checks, proposal },
            };
          }
          const task: GeneratedTask = {
            ...example,
            interest: request.interests[0] ?? null,
            question: proposal.question,
            choices: proposal.choices ?? null,
            answer: {
              ...example.answer,
              correct: proposal.answer,
              display: readableAnswer(proposal.answer, language, proposal.question),
            },
            hints: proposal.hints,
            steps: proposal.steps.map((s) => (s.text.trim() ? s.text : s.math)),
            figure: null,
          };
          return { kind: 'ok', value: { task, checks }, details: { checks } };
        },
      );
      if (!result) return null;
      return {
        task: result.value.task,
        report: {
          source: 'llm',
          model: config.model,
          prompt_id: result.prompt.id,
          prompt_version: result.prompt.version,
          verified: true,
          checks: result.value.checks,
          created_at: new Date().toISOString(),
        },
      };
    },

    async socraticHint(request: HintRequest): Promise<string | null> {
      const context = hintContext(request);
      const result = await run(
        'hint',
        request.userId,
        request.language,
        valuesOf(request.skillId, request.language, request.grade),
        context,
        (reply): CallOutcome<string> => {
          const parsed = ZTextReply('hint').safeParse(reply);
          if (!parsed.success) return { kind: 'rejected', reason: 'the reply has no hint' };
          const hint = String(parsed.data.hint).trim();
          const problem =
            refuseText(hint, HINT_MAX, request.language, [request.guarded], request.question) ??
            (hint.includes('?') ? null : 'not a question');
          return problem
            ? { kind: 'rejected', reason: `hint ${problem}`, details: { hint } }
            : { kind: 'ok', value: hint };
        },
      );
      return result?.value ?? null;
    },

    async plainExplanation(request: ExplanationRequest): Promise<string | null> {
      const result = await run(
        'explanation',
        request.userId,
        request.language,
        valuesOf(request.skillId, request.language, request.grade),
        explanationContext(request),
        (reply): CallOutcome<string> => {
          const parsed = ZTextReply('explanation').safeParse(reply);
          if (!parsed.success) return { kind: 'rejected', reason: 'the reply has no explanation' };
          const text = String(parsed.data.explanation).trim();
          const problem =
            refuseText(text, EXPLANATION_MAX, request.language, []) ??
            (statesFinalAnswer(text, request.guarded) ? null : "its final answer is not the task's");
          return problem
            ? { kind: 'rejected', reason: `explanation ${problem}`, details: { explanation: text } }
            : { kind: 'ok', value: text };
        },
      );
      return result?.value ?? null;
    },

    async lessonExplanation(request: LessonExplanationRequest): Promise<string | null> {
      const values = {
        ...sampleValuesOf({
          skill_id: request.skillId,
          language: request.language,
          difficulty: 'medium',
          interests: [...request.interests],
        }),
        grade: String(request.grade),
      };
      const result = await run(
        'lesson',
        request.userId,
        request.language,
        values,
        lessonContext(request),
        (reply): CallOutcome<string> => {
          const parsed = ZTextReply('explanation').safeParse(reply);
          if (!parsed.success) return { kind: 'rejected', reason: 'the reply has no explanation' };
          const text = String(parsed.data.explanation).trim();
          const problem = refuseText(text, EXPLANATION_MAX, request.language, request.guarded);
          return problem
            ? { kind: 'rejected', reason: `lesson explanation ${problem}`, details: { explanation: text } }
            : { kind: 'ok', value: text };
        },
      );
      return result?.value ?? null;
    },
  };
}

function valuesOf(skillId: string | null, language: Language, grade: number | null): Record<string, string> {
  if (!skillId) return { language: language === 'lt' ? 'lietuvių' : 'English', grade: String(grade ?? '') };
  try {
    const values = sampleValuesOf({ skill_id: skillId, language, difficulty: 'medium', interests: [] });
    return grade ? { ...values, grade: String(grade) } : values;
  } catch {
    return { language: language === 'lt' ? 'lietuvių' : 'English', grade: String(grade ?? '') };
  }
}

function shapeProblem(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? `${first.path.join('.') || 'reply'}: ${first.message}` : 'not the asked shape';
}

function replySchemaOf(purpose: PromptPurpose) {
  if (purpose === 'task_generation') {
    return { name: 'proposed_task', schema: z.toJSONSchema(ZProposedTaskReply) as Record<string, unknown> };
  }
  const key = purpose === 'hint' ? 'hint' : 'explanation';
  return { name: `${purpose}_reply`, schema: z.toJSONSchema(ZTextReply(key)) as Record<string, unknown> };
}

function exampleContext(example: GeneratedTask): string {
  return [
    `Checking mode: ${example.answer.mode}. Answer format, like: ${example.answer.correct}`,
    example.choices ? `Multiple choice: four options A-D; the answer is one letter.` : '',
    `Built-in task of this skill: ${example.question}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function hintContext(request: HintRequest): string {
  return [
    `Task: ${request.question}`,
    request.lastAnswer ? `The pupil's last answer: ${request.lastAnswer}` : '',
    request.mistake ? `The mistake the checker named: ${request.mistake}` : '',
    `The next hint of the ladder, to turn into one guiding question: ${request.rung}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function explanationContext(request: ExplanationRequest): string {
  return [
    `Task: ${request.question}`,
    `Worked solution:\n${request.steps.join('\n')}`,
    `Correct answer: ${request.answerDisplay}`,
  ].join('\n');
}

function lessonContext(request: LessonExplanationRequest): string {
  return `The built-in explanation to make plainer (keep its meaning):\n${request.builtin}`;
}
