export * from './curriculum/curriculum.ts';
export * from './generate/index.ts';
export * from './types.ts';
