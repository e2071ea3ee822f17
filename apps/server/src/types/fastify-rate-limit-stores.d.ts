// The stores inside @fastify/rate-limit are plain CommonJS files without declarations; this is the part
// of their shape that src/http/rate-limits.ts uses.
declare module '@fastify/rate-limit/store/*.js' {
  type StoreResult = { current: number; ttl: number };
  type StoreCallback = (err: Error | null, result?: StoreResult) => void;
  class PluginStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]);
    incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  }
  export default PluginStore;
}
