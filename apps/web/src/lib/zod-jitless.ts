/**
 * Zod without its compiled fast path. Building an object schema, zod probes `new Function('')` to see
 * whether it may compile parsers; under the server's Content-Security-Policy (no 'unsafe-eval') the
 * probe is refused and reported as a violation even though zod catches it. `jitless` skips the probe.
 *
 * Imported first by main.tsx, and bundled at the head of zod's own chunk (vite.config.ts), so it runs
 * before any schema exists however the app is split into chunks. It sets zod's shared global
 * configuration (what `z.config()` writes) without importing zod.
 */
type TZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as TZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
