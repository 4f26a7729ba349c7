import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the @atlas/api zod schemas. zod-fast-check supports zod 3
 * and fast-check 3 only, so this walks the schema's input JSON Schema (`z.toJSONSchema`, zod 4)
 * instead: the keywords our schemas produce (type, properties, required, items, anyOf, enum,
 * const, bounds, lengths, pattern, format, multipleOf) give valid values, and every node can be
 * swapped for a hostile one (out-of-range integers, NUL, lone surrogates, bidi and control
 * characters, very long text, wrong types, `__proto__` keys, percent garbage).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const JsonSchemaShape: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), JsonSchemaShape).optional(),
    required: z.array(z.string()).optional(),
    items: JsonSchemaShape.optional(),
    anyOf: z.array(JsonSchemaShape).optional(),
    oneOf: z.array(JsonSchemaShape).optional(),
    allOf: z.array(JsonSchemaShape).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
    multipleOf: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
  }),
);

/**
 * The JSON Schema of what a zod schema accepts as input, or of what it gives as output (a
 * preprocessed list accepts any text as input; its output says "integers from 1 to 32767").
 * Refinements and transforms become `{}`: anything.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  return JsonSchemaShape.parse(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));
}

/**
 * Values from the input schema or the output schema, chosen field by field: a coerced list is
 * best described by its output, a flag (`"1"`, becoming `true`) by its input.
 */
function bothSides(schema: z.ZodType, options: DeriveOptions): fc.Arbitrary<unknown> {
  const input = jsonSchemaOf(schema, 'input');
  const output = jsonSchemaOf(schema, 'output');
  if (!input.properties || !output.properties) return arbitraryOf(input, options);
  const shape: Record<string, z.ZodType> = schema instanceof z.ZodObject ? schema.shape : {};
  const properties: Record<string, JsonSchema> = {};
  for (const [key, node] of Object.entries(input.properties)) {
    const produced = output.properties[key];
    const field = shape[key];
    // The output's description wins where what it produces is accepted as input.
    const accepted =
      produced !== undefined &&
      field !== undefined &&
      fc
        .sample(arbitraryOf(produced, { hostility: 0 }), { numRuns: 5, seed: 1 })
        .every((value) => field.safeParse(value).success);
    properties[key] = accepted ? produced : node;
  }
  return arbitraryOf({ ...input, properties }, options);
}

/** Known-good values by field name (a real company slug, review id…), so requests reach deeper. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export interface DeriveOptions {
  /** 0: valid values only; 1: every node hostile. A node is hostile with this probability. */
  hostility: number;
  hints?: Hints;
}

/** Integers at and beyond the column types (int2, int4, int8, JavaScript's safe range). */
export const HOSTILE_NUMBERS = [
  0, -1, -32768, 32767, 32768, 65536, -2147483648, 2147483647, 2147483648, 4294967296,
  9007199254740991, 9007199254740992, 1e21, -1e21, 1.5, -0.5, 1e308,
] as const;

/** Numbers as text: what a query string or a careless client sends. */
export const HOSTILE_NUMERIC_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999999',
  '1e309',
  '0x10',
  '0b1',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '-0',
  '1.',
  '.5',
  '',
  '١٢٣',
] as const;

export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil\u202C',
  '\u200B\u200F\u2066',
  '\u0007\u001B[31mred\u001B[0m',
  '\r\nSet-Cookie: x=1',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '%uD800',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '😀'.repeat(3),
  'e\u0301',
  '\uFEFF',
  ' ',
] as const;

/** A hostile scalar or structure, for any field. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMERIC_TEXT) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], ['a', 'b']) },
    // Very long text: column limits, regexes, log lines.
    {
      weight: 1,
      arbitrary: fc.constantFrom('a'.repeat(70_000), '9'.repeat(400), '\u0000'.repeat(5000)),
    },
    // Any text at all, surrogates and controls included.
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 3 }) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest = schema.exclusiveMinimum ?? schema.minimum;
  const highest = schema.exclusiveMaximum ?? schema.maximum;
  if (schema.multipleOf !== undefined || integer) {
    const step = schema.multipleOf ?? 1;
    const min = Math.ceil(
      (lowest ?? -1_000_000) / step + (schema.exclusiveMinimum !== undefined ? 1e-9 : 0),
    );
    const max = Math.floor(
      (highest ?? 1_000_000) / step - (schema.exclusiveMaximum !== undefined ? 1e-9 : 0),
    );
    return fc.integer({ min, max: Math.max(min, max) }).map((k) => k * step);
  }
  return fc.double({
    min: lowest ?? -1e6,
    max: highest ?? 1e6,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, minLength + 60));
  const fits = (text: string) =>
    text.length >= minLength && (schema.maxLength === undefined || text.length <= schema.maxLength);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
  );
}

/** Valid values of a JSON Schema node (hostile ones mixed in per `options.hostility`). */
export function arbitraryOf(
  schema: JsonSchema,
  options: DeriveOptions,
  name?: string,
): fc.Arbitrary<unknown> {
  const valid = validArbitraryOf(schema, options, name);
  if (options.hostility <= 0) return valid;
  const hostileWeight = Math.max(1, Math.round(options.hostility * 100));
  return fc.oneof(
    { weight: Math.max(1, 100 - hostileWeight), arbitrary: valid },
    { weight: hostileWeight, arbitrary: hostileValue() },
  );
}

function validArbitraryOf(
  schema: JsonSchema,
  options: DeriveOptions,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  const hint = name !== undefined ? options.hints?.[name] : undefined;
  const derived = deriveNode(schema, options);
  return hint
    ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: derived })
    : derived;
}

function deriveNode(schema: JsonSchema, options: DeriveOptions): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, options)));
  if (schema.allOf && schema.allOf[0]) return arbitraryOf(schema.allOf[0], options);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => deriveNode({ ...schema, type }, options)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 6)),
      });
    case 'object':
      return objectArbitrary(schema, options);
    default:
      // `{}`: anything (a refinement or transform zod cannot describe).
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function objectArbitrary(
  schema: JsonSchema,
  options: DeriveOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, node]) => [key, arbitraryOf(node, options, key)]),
  );
  const full = fc.record(fields, { requiredKeys: required.filter((key) => key in fields) });
  if (options.hostility <= 0) return full;
  // Hostile requests sometimes leave out required fields, and add keys nobody asked for.
  const partial = fc.record(fields, { requiredKeys: [] });
  const extraKeys = fc.constantFrom('constructor', 'prototype', 'toString', 'x', '0', '');
  return fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: full }, { weight: 1, arbitrary: partial }),
      fc.array(fc.tuple(extraKeys, hostileValue()), { maxLength: 2 }),
    )
    .map(([values, extras]) => {
      const result: Record<string, unknown> = { ...values };
      for (const [key, value] of extras) result[key] = value;
      return result;
    });
}

/**
 * Valid values only, with their required fields: what a well-behaved client sends. Used to
 * reach the code behind validation (and to know whether a 400 was deserved).
 */
export function validArbitrary(schema: z.ZodType, hints?: Hints): fc.Arbitrary<unknown> {
  return bothSides(schema, { hostility: 0, hints });
}

/** Mostly valid values with hostile ones mixed in at every level. */
export function hostileArbitrary(
  schema: z.ZodType,
  hints?: Hints,
  hostility = 0.2,
): fc.Arbitrary<unknown> {
  return bothSides(schema, { hostility, hints });
}

/** Percent-encodes text, including what encodeURIComponent refuses (a lone surrogate's WTF-8). */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Raw query-string pieces no client library would send: they go into the URL unencoded. */
export const RAW_QUERY_GARBAGE = [
  '%E0%A4%A=1',
  'a=%E0%A4%A',
  '%E0%A4%A',
  '%=%',
  '%%%',
  '%ZZ=%YY',
  '%00=%00',
  '%ED%A0%80=%ED%A0%80',
  '=',
  '&&&',
  '[]=1',
  'a[]',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=1&page=2',
  'per_page[]=1',
  'page[]=9999999999999999999',
  'a[b][c][d]=1',
  `${'k'.repeat(3000)}=v`,
  `v=${'%41'.repeat(3000)}`,
  '+=+',
  'x=%2B%2b%20+',
] as const;
