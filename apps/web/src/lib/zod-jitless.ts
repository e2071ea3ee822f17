/**
 * Zod without its compiled fast path. Building an object schema, zod probes `new Function('')` to see
 * whether it may compile parsers; under the server's Content-Security-Policy (no 'unsafe-eval') the
 * probe is refused and reported as a violation even though zod catches it. `jitless` skips the probe.
 *
 * In the build zod's core module imports this file before its own code (vite.config.ts), so it runs
 * before any schema exists however the app is split into chunks, and pages that never build a schema
 * (the login page) do not fetch zod. It sets zod's shared global configuration (what `z.config()`
 * writes) without importing zod.
 */
type TZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as TZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
