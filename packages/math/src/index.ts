// The mathematics engine (parsing, checking, generators) arrives with its own issue.
export const MATH_ENGINE_VERSION = '0.0.0';
