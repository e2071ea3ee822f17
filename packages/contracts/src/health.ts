import { z } from 'zod';
import { ZAiState } from './ai.ts';

export const ZServiceState = z.enum(['healthy', 'unhealthy']);

export const ZHealth = z.object({
  status: ZServiceState,
  version: z.string(),
  uptime_seconds: z.number(),
  services: z.object({
    database: ZServiceState,
    redis: ZServiceState.optional(),
    /** The optional language model: its absence or failure never makes the app unhealthy. */
    ai: ZAiState.optional(),
  }),
  /** What went wrong with each unhealthy service, in a fixed text that names no host or account. */
  service_errors: z
    .object({
      database: z.string().optional(),
      redis: z.string().optional(),
    })
    .optional(),
});
export type THealth = z.infer<typeof ZHealth>;

export const ZVersionInfo = z.object({ version: z.string(), started_at: z.string() });
export type TVersionInfo = z.infer<typeof ZVersionInfo>;
