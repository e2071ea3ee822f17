import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.core.$ZodType;

/** Schema types whose decoding (`parse`) and encoding (`encode`) give the same output. */
const SAME_BOTH_WAYS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'enum',
  'literal',
  'template_literal',
  'custom',
  'object',
  'array',
  'tuple',
  'union',
  'intersection',
  'record',
  'map',
  'set',
  'nullable',
  'optional',
  'nonoptional',
  'readonly',
  'lazy',
]);

/** Where the other schema types keep their inner schemas. */
const CHILD_KEYS = [
  'element',
  'items',
  'rest',
  'options',
  'left',
  'right',
  'keyType',
  'valueType',
  'innerType',
];

/**
 * Every response still goes through its zod schema, so a response never carries a key its schema
 * does not list and a wrong type is a 500, as with the type provider's own compiler (decision 008).
 * That compiler encodes (`safeEncode`), which runs each checked schema twice and skips zod's compiled
 * object parser; for schemas without transforms, codecs or defaults, decoding gives the same output
 * at about half the cost, so those are decoded and the others still encoded.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodSchema | { properties: ZodSchema }> = ({
  schema: maybeSchema,
  method,
  url,
}) => {
  const schema = resolveSchema(maybeSchema);
  const decode = decodesLikeEncode(schema);
  return (data) => {
    const result = decode ? z.safeParse(schema, data) : z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function resolveSchema(maybeSchema: ZodSchema | { properties: ZodSchema }): ZodSchema {
  if (maybeSchema instanceof z.core.$ZodType) return maybeSchema;
  if (maybeSchema.properties instanceof z.core.$ZodType) return maybeSchema.properties;
  throw new Error(`Response schema is not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

/** True when nothing in the schema (transform, pipe, codec, default, prefault, catch, …) depends on the direction. */
export function decodesLikeEncode(schema: ZodSchema, seen = new Set<ZodSchema>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (!SAME_BOTH_WAYS.has(def.type)) return false;
  const children: unknown[] = [];
  if (def.type === 'object') {
    children.push(...Object.values(def.shape as Record<string, unknown>), def.catchall);
  } else if (def.type === 'lazy') {
    children.push((def.getter as () => unknown)());
  } else {
    for (const key of CHILD_KEYS) {
      const value = def[key];
      if (Array.isArray(value)) children.push(...value);
      else children.push(value);
    }
  }
  return children.every(
    (child) => child === undefined || child === null || decodesLikeEncode(child as ZodSchema, seen),
  );
}
