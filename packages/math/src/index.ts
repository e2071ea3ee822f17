export * from './check/index.ts';
export * from './curriculum/curriculum.ts';
export * from './generate/index.ts';
export * from './numbers/index.ts';
export * from './parse/index.ts';
export * from './steps/index.ts';
export * from './types.ts';
export * from './verify/index.ts';
