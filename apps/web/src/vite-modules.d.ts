// Modules that vite.config.ts makes (and vitest.config.ts, with the same plugins).

// The curriculum's topics without their skills (taxonomyTopics).
declare module '@taskas/math/taxonomy.json?topics' {
  const topics: { id: string; name: { lt: string; en: string }; grades: number[] }[];
  export default topics;
}
