import OpenAI from 'openai';
import type { AppConfig } from '../../config.ts';

export type AiConfig = NonNullable<AppConfig['ai']>;

export type ChatInput = {
  system: string;
  user: string;
  temperature: number;
  maxTokens: number;
  /** A JSON schema for structured output; the reply is still validated, whatever the service promised. */
  schema: { name: string; schema: Record<string, unknown> };
  /** A stable, non-identifying id of the end user (OpenAI's abuse monitoring). */
  endUser: string;
};

export type ChatOutput = { content: string; promptTokens: number; completionTokens: number };

/** Why a call did not give a usable reply, for the log and `ai_calls.reason`. */
export class AiCallError extends Error {
  constructor(
    readonly kind: 'timeout' | 'rate_limited' | 'http_error' | 'connection' | 'empty_reply',
    message: string,
  ) {
    super(message);
  }
}

type FormatMode = 'json_schema' | 'json_object' | 'none';

/**
 * Chat completions against any OpenAI-compatible service through the official `openai` package: its
 * retries with exponential back-off (429, 5xx, lost connections; `Retry-After` honoured) and per-try
 * timeout, inside one overall deadline so a call never takes longer than `timeoutMs`, retries included.
 * Structured output is asked for with a JSON schema; a service that refuses `json_schema` (older vLLM,
 * llama.cpp builds) is asked again with `json_object`, then with no format, and remembered.
 */
export function createAiClient(config: AiConfig) {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key; the package insists on one.
    apiKey: config.apiKey || 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  let format: FormatMode = 'json_schema';

  function responseFormat(input: ChatInput) {
    if (format === 'json_schema') {
      return {
        response_format: {
          type: 'json_schema' as const,
          json_schema: { name: input.schema.name, schema: input.schema.schema, strict: false },
        },
      };
    }
    if (format === 'json_object') return { response_format: { type: 'json_object' as const } };
    return {};
  }

  async function once(input: ChatInput, signal: AbortSignal): Promise<ChatOutput> {
    const completion = await client.chat.completions.create(
      {
        model: config.model,
        messages: [
          { role: 'system', content: input.system },
          { role: 'user', content: input.user },
        ],
        temperature: input.temperature,
        max_tokens: input.maxTokens,
        user: input.endUser,
        ...responseFormat(input),
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content ?? '';
    if (content.trim() === '') throw new AiCallError('empty_reply', 'the model answered with no text');
    return {
      content,
      promptTokens: completion.usage?.prompt_tokens ?? 0,
      completionTokens: completion.usage?.completion_tokens ?? 0,
    };
  }

  function describe(err: unknown, signal: AbortSignal): AiCallError {
    if (err instanceof AiCallError) return err;
    if (signal.aborted || err instanceof OpenAI.APIConnectionTimeoutError) {
      return new AiCallError('timeout', `no answer within ${config.timeoutMs} ms`);
    }
    if (err instanceof OpenAI.RateLimitError)
      return new AiCallError('rate_limited', 'the service answered 429');
    if (err instanceof OpenAI.APIError && err.status !== undefined) {
      return new AiCallError('http_error', `the service answered ${err.status}`);
    }
    return new AiCallError('connection', 'the service could not be reached');
  }

  const refusesFormat = (err: unknown) =>
    err instanceof OpenAI.BadRequestError && /response_format|json_schema|json_object/i.test(err.message);

  return {
    model: config.model,

    async chat(input: ChatInput): Promise<ChatOutput> {
      const signal = AbortSignal.timeout(config.timeoutMs);
      for (;;) {
        try {
          return await once(input, signal);
        } catch (err) {
          if (refusesFormat(err) && format !== 'none') {
            format = format === 'json_schema' ? 'json_object' : 'none';
            continue;
          }
          throw describe(err, signal);
        }
      }
    },

    /** Whether the service answers its model list within two seconds, without retries. */
    async reachable(): Promise<boolean> {
      try {
        await client.models.list({ timeout: 2000, maxRetries: 0, signal: AbortSignal.timeout(2000) });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type AiClient = ReturnType<typeof createAiClient>;
