// The contract's zod schemas as JSON Schema (draft 2020-12), by zod's own z.toJSONSchema. A schema
// the contract exports keeps its name (without the Schema suffix) under components.schemas and is
// referred to there; one built in a declaration (a list of recipes) is written out in place.
import { z, type ZodType } from 'zod';
import * as contract from '../../contract';
import * as households from '../../contract/households';
import type { JsonSchema } from '../../contract/openapi-values';
import { MessageSchema } from '../http/route';

const COMPONENTS = '#/components/schemas/';

/** Every schema the contract exports (and the declarations' Message), by its component name. */
const namedSchemas = new Map<unknown, string>(
  Object.entries({ ...contract, ...households, MessageSchema })
    .filter(([name, value]) => name.endsWith('Schema') && value instanceof z.ZodType)
    .map(([name, value]) => [value, name.slice(0, -'Schema'.length)]),
);

export interface ConvertedSchemas {
  /** The named component schemas among those converted, and those they refer to. */
  components: Record<string, JsonSchema>;
  /** A `$ref` to the schema's component, or the schema itself when it has no name. */
  refOf(schema: ZodType): JsonSchema;
}

/**
 * Converts `schemas` as requests read them (`input`: before defaults and transforms) or as
 * answers carry them (`output`); anything JSON Schema cannot say becomes `{}`.
 */
export function convertSchemas(schemas: ZodType[], io: 'input' | 'output'): ConvertedSchemas {
  const registry = z.registry<{ id: string }>();
  const unnamed = new Map<ZodType, string>();
  for (const schema of schemas) {
    if (registry.has(schema)) continue;
    const name = namedSchemas.get(schema);
    const id = name ?? `unnamed-${unnamed.size}`;
    registry.add(schema, { id });
    if (!name) unnamed.set(schema, id);
  }
  // Named objects inside them (a list's items, a page's cards) become components of their own.
  for (const schema of schemas.flatMap((root) => namedObjectsIn(root))) {
    if (!registry.has(schema)) registry.add(schema, { id: namedSchemas.get(schema)! });
  }
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}`,
  }).schemas as Record<string, JsonSchema & { $schema?: string; $id?: string }>;
  // The document's dialect is draft 2020-12 already, and a component is found by its place.
  const byId = Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [
      id,
      schema,
    ]),
  );
  const unnamedIds = new Set(unnamed.values());
  return {
    components: Object.fromEntries(Object.entries(byId).filter(([id]) => !unnamedIds.has(id))),
    refOf(schema) {
      const id = unnamed.get(schema);
      if (id) return byId[id]!;
      return { $ref: `${COMPONENTS}${namedSchemas.get(schema)}` };
    },
  };
}

/** The contract's named object schemas nested in `schema`, outermost first. */
function namedObjectsIn(schema: ZodType, found: ZodType[] = []): ZodType[] {
  for (const value of Object.values(schema._zod.def)) {
    const children =
      value instanceof z.ZodType
        ? [value]
        : Object.values(typeof value === 'object' && value !== null ? value : {});
    for (const child of children) {
      if (!(child instanceof z.ZodType) || found.includes(child)) continue;
      if (namedSchemas.has(child) && child._zod.def.type === 'object') found.push(child);
      namedObjectsIn(child, found);
    }
  }
  return found;
}

/** A query schema's keys as JSON Schema properties, with the ones that must be sent. */
export function queryFieldsOf(schema: ZodType): {
  fields: [string, JsonSchema][];
  required: Set<string>;
} {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return { fields: Object.entries(json.properties ?? {}), required: new Set(json.required) };
}
