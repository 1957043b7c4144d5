/**
 * Malformed requests generated from the OpenAPI document with fast-check, each with the
 * contract's verdict: whether the API must refuse it, because a value breaks what the document
 * shows (types, required fields, lengths, ranges, enums, patterns) or the text rule every request
 * string follows, or because the body cannot be parsed at all. The verdict leans to "valid" where
 * the document says less than the schemas do (trimming, refinements), so a request it calls
 * malformed is one the API must answer with a 4xx and without changing anything.
 */
import fc from 'fast-check';
import { findTextProblem } from '@shop/core/text-rules';

export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
}

interface DocumentParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, DocumentOperation>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD /path/{param}`, as the document names it. */
  key: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  body: JsonSchema | undefined;
}

/** Fastify's `maxParamLength`: a path parameter longer once decoded is refused by the router. */
const MAX_PARAM_LENGTH = 100;
/** The app's `bodyLimit`. */
const BODY_LIMIT = 256 * 1024;

/** Every operation of the document; a bearer session becomes an `authorization` header. */
export function readOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (where: string): Parameter[] =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            // Node gives header names in lower case.
            name: where === 'header' ? parameter.name.toLowerCase() : parameter.name,
            required: parameter.required === true,
            schema: parameter.schema,
          }));
      const headers = parameters('header');
      const takesSession = (operation.security ?? []).some((entry) => 'memberSession' in entry);
      if (takesSession && !headers.some((header) => header.name === 'authorization')) {
        headers.push({ name: 'authorization', required: false, schema: { type: 'string' } });
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters('path'),
        query: parameters('query'),
        headers,
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// The contract's verdict on a value

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWithinRange(schema: JsonSchema, value: number): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (minimum !== undefined && (exclusiveMinimum === true ? value <= minimum : value < minimum))
    return false;
  if (maximum !== undefined && (exclusiveMaximum === true ? value >= maximum : value > maximum))
    return false;
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return false;
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) return false;
  return true;
}

/** Zod measures strings in code points, as JSON Schema does. */
function lengthOf(value: string): number {
  return [...value].length;
}

/** Lengths and patterns are read leniently: a schema may trim before it counts. */
function isStringAllowed(schema: JsonSchema, value: string): boolean {
  if (findTextProblem(value) !== null) return false;
  if (schema.minLength !== undefined && lengthOf(value) < schema.minLength) return false;
  if (schema.maxLength !== undefined && lengthOf(value.trim()) > schema.maxLength) return false;
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    if (!pattern.test(value) && !pattern.test(value.trim())) return false;
  }
  return true;
}

/** Whether the document (and the text rule) allow a JSON value; unsure answers yes. */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  if (value === null) {
    return (
      schema.nullable === true ||
      (schema.type === undefined && schema.anyOf === undefined && schema.enum === undefined) ||
      (schema.anyOf?.some((alternative) => conforms(alternative, null)) ?? false) ||
      (schema.enum?.includes(null) ?? false)
    );
  }
  if (schema.anyOf && !schema.anyOf.some((alternative) => conforms(alternative, value)))
    return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' && isStringAllowed(schema, value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && isWithinRange(schema, value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && isWithinRange(schema, value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => (schema.items ? conforms(schema.items, item) : true))
      );
    case 'object':
      return (
        isObject(value) &&
        (schema.required ?? []).every((name) => Object.hasOwn(value, name)) &&
        Object.entries(schema.properties ?? {}).every(
          ([name, property]) => !Object.hasOwn(value, name) || conforms(property, value[name]),
        )
      );
    default:
      return true;
  }
}

/** A path or query value arrives as text; numbers are coerced as `Number()` does. */
function isParameterAllowed(schema: JsonSchema, value: string): boolean {
  const isNumeric = schema.type === 'integer' || schema.type === 'number';
  return conforms(schema, isNumeric ? Number(value) : value);
}

// ---------------------------------------------------------------------------------------------
// Valid values, to start from where no real one is given

/** A value the document allows, for an operation the test has no real request for. */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleValue(schema.anyOf[0]!);
  switch (schema.type) {
    case 'string':
      return schema.pattern?.includes('@') ? 'ada@example.org' : 'fuzz';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleValue(schema.properties?.[name] ?? {})]),
      );
    default:
      return null;
  }
}

/** A valid request: the real values given, the document's samples for the rest it requires. */
export function completeRequest(operation: Operation, given: Partial<RequestParts>): RequestParts {
  const sampled = (parameters: Parameter[], values: Record<string, string> = {}) => ({
    ...Object.fromEntries(
      parameters
        .filter((parameter) => parameter.required)
        .map((parameter) => [parameter.name, String(sampleValue(parameter.schema))]),
    ),
    ...values,
  });
  return {
    path: sampled(operation.pathParams, given.path),
    query: sampled(operation.query, given.query),
    headers: sampled(operation.headers, given.headers),
    body: given.body ?? (operation.body ? sampleValue(operation.body) : undefined),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests and their mutations

/** A JSON token written as is: numbers JSON can carry but JavaScript cannot, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `RawJson(${this.text.length > 60 ? `${this.text.slice(0, 60)}… (${this.text.length} chars)` : this.text})`;
  }
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

type JsonPath = (string | number)[];

/** One change to a request, as plain data so a failure prints what was done. */
type Mutation =
  | { in: 'body'; set: JsonPath; value: unknown }
  | { in: 'body'; remove: JsonPath }
  | { in: 'body'; poison: JsonPath; key: '__proto__' | 'constructor' }
  | { in: 'payload'; raw: string }
  | { in: 'payload'; contentType: string | null }
  | { in: 'payload'; oversize: true }
  | { in: 'path'; name: string; value: string }
  | { in: 'path'; name: string; rawSegment: string }
  | { in: 'query'; name: string; value: string | null }
  | { in: 'query'; name: string; duplicate: true }
  | { in: 'query'; name: string; rawValue: string }
  | { in: 'header'; name: string; value: string | null };

export interface HostileRequest {
  mutations: Mutation[];
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** The contract refuses it: the API must answer 4xx and change nothing. */
  mustRefuse: boolean;
  /** Why, for the report. */
  reasons: string[];
}

interface Draft {
  path: Record<string, { value: string } | { rawSegment: string }>;
  query: { name: string; value: string; raw?: boolean }[];
  headers: Record<string, string>;
  body: unknown;
  hasBody: boolean;
  rawPayload: string | undefined;
  contentType: string | null | undefined;
  oversize: boolean;
}

function isContainer(node: unknown): node is Record<string | number, unknown> {
  return typeof node === 'object' && node !== null && !(node instanceof RawJson);
}

/** The object or array holding the node at a path, if an earlier change left one there. */
function parentOf(root: unknown, path: JsonPath): Record<string | number, unknown> | undefined {
  let node = root;
  for (const step of path.slice(0, -1)) {
    if (!isContainer(node)) return undefined;
    node = node[step];
  }
  return isContainer(node) ? node : undefined;
}

/** A copy, so a generated value shared between runs is never changed in place. */
function copyValue(value: unknown): unknown {
  if (value instanceof RawJson || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyValue);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyValue(item)]));
}

function applyMutation(draft: Draft, mutation: Mutation): void {
  switch (mutation.in) {
    case 'body': {
      if ('set' in mutation) {
        const value = copyValue(mutation.value);
        if (mutation.set.length === 0) draft.body = value;
        else {
          const parent = parentOf(draft.body, mutation.set);
          if (parent) parent[mutation.set.at(-1)!] = value;
        }
      } else if ('remove' in mutation) {
        const parent = parentOf(draft.body, mutation.remove);
        if (parent && !Array.isArray(parent)) delete parent[mutation.remove.at(-1)!];
      } else {
        const target = mutation.poison.length
          ? parentOf(draft.body, [...mutation.poison, ''])
          : draft.body;
        if (isObject(target)) {
          // An own property named __proto__, as JSON.parse would make; assignment would not.
          Object.defineProperty(target, mutation.key, {
            value:
              mutation.key === '__proto__' ? { isAdmin: true } : { prototype: { isAdmin: true } },
            enumerable: true,
            configurable: true,
            writable: true,
          });
        }
      }
      return;
    }
    case 'payload':
      if ('raw' in mutation) draft.rawPayload = mutation.raw;
      else if ('contentType' in mutation) draft.contentType = mutation.contentType;
      else draft.oversize = true;
      return;
    case 'path':
      draft.path[mutation.name] =
        'rawSegment' in mutation ? { rawSegment: mutation.rawSegment } : { value: mutation.value };
      return;
    case 'query':
      if ('duplicate' in mutation) {
        const entry = draft.query.find((item) => item.name === mutation.name);
        draft.query.push(entry ? { ...entry } : { name: mutation.name, value: 'fuzz' });
      } else if ('rawValue' in mutation) {
        draft.query = draft.query.filter((item) => item.name !== mutation.name);
        draft.query.push({ name: mutation.name, value: mutation.rawValue, raw: true });
      } else {
        draft.query = draft.query.filter((item) => item.name !== mutation.name);
        if (mutation.value !== null)
          draft.query.push({ name: mutation.name, value: mutation.value });
      }
      return;
    case 'header':
      if (mutation.value === null) delete draft.headers[mutation.name];
      else draft.headers[mutation.name] = mutation.value;
      return;
  }
}

/**
 * Percent-encodes as a client would; an unpaired surrogate has no UTF-8 form, so it is sent as
 * the bytes a careless encoder writes (CESU-8), which the server cannot decode.
 */
function encodeComponent(value: string): { text: string; isDecodable: boolean } {
  try {
    return { text: encodeURIComponent(value), isDecodable: true };
  } catch {
    const text = [...value]
      .map((character) => {
        const code = character.charCodeAt(0);
        if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
          return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(character);
      })
      .join('');
    return { text, isDecodable: false };
  }
}

function serialise(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return raws.reduce(
    (json, raw, index) => json.replace(`"\\u0001raw${index}\\u0001"`, () => raw),
    text ?? '',
  );
}

/** A parsed body with a key Fastify refuses as prototype poisoning (walked without recursion). */
function isPoisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const constructor = (node as Record<string, unknown>).constructor;
    if (
      Object.hasOwn(node, 'constructor') &&
      typeof constructor === 'object' &&
      constructor !== null &&
      Object.hasOwn(constructor, 'prototype')
    )
      return true;
    stack.push(...Object.values(node));
  }
  return false;
}

const jsonContentType = /^application\/json\s*(;.*)?$/i;
const textContentType = /^text\/plain\s*(;.*)?$/i;

/** What the route sees of a payload: the parsed body, or a refusal before validation. */
function readPayload(
  payload: string | undefined,
  contentType: string | undefined,
): { refused: string } | { body: unknown } {
  if (payload === undefined || payload === '') {
    if (contentType !== undefined && jsonContentType.test(contentType) && payload === '')
      return { refused: 'empty JSON body' };
    return { body: undefined };
  }
  if (Buffer.byteLength(payload) > BODY_LIMIT) return { refused: 'body over the limit' };
  if (contentType === undefined) return { refused: 'no content type' };
  if (textContentType.test(contentType)) return { body: payload };
  if (!jsonContentType.test(contentType)) return { refused: `content type ${contentType}` };
  let body: unknown;
  try {
    body = JSON.parse(payload.replace(/^\ufeff/, ''));
  } catch {
    return { refused: 'not JSON' };
  }
  return isPoisoned(body) ? { refused: 'prototype poisoning' } : { body };
}

/** Applies the mutations to a valid request and judges the result. */
export function buildRequest(
  operation: Operation,
  base: RequestParts,
  mutations: Mutation[],
): HostileRequest {
  const draft: Draft = {
    path: Object.fromEntries(Object.entries(base.path).map(([name, value]) => [name, { value }])),
    query: Object.entries(base.query).map(([name, value]) => ({ name, value })),
    headers: { ...base.headers },
    body: base.body === undefined ? undefined : structuredClone(base.body),
    hasBody: base.body !== undefined,
    rawPayload: undefined,
    contentType: undefined,
    oversize: false,
  };
  for (const mutation of mutations) applyMutation(draft, mutation);
  const reasons: string[] = [];

  let url = operation.path;
  for (const parameter of operation.pathParams) {
    const entry = draft.path[parameter.name] ?? { value: '' };
    let segment: string;
    if ('rawSegment' in entry) {
      segment = entry.rawSegment;
      reasons.push(`path ${parameter.name} is not valid percent-encoding`);
    } else {
      const encoded = encodeComponent(entry.value);
      segment = encoded.text;
      if (!encoded.isDecodable) reasons.push(`path ${parameter.name} is not UTF-8`);
      else if (entry.value.length > MAX_PARAM_LENGTH)
        reasons.push(`path ${parameter.name} too long`);
      else if (!isParameterAllowed(parameter.schema, entry.value))
        reasons.push(`path ${parameter.name} breaks its schema`);
    }
    url = url.replace(`{${parameter.name}}`, segment);
  }

  const queryText = draft.query
    .map(
      ({ name, value, raw }) =>
        `${encodeComponent(name).text}=${raw ? value : encodeComponent(value).text}`,
    )
    .join('&');
  if (queryText) url += `?${queryText}`;
  for (const parameter of operation.query) {
    const entries = draft.query.filter((item) => item.name === parameter.name);
    // A value the server decodes its own way is left unjudged.
    if (entries.some((item) => item.raw || !encodeComponent(item.value).isDecodable)) continue;
    if (entries.length === 0 && parameter.required) reasons.push(`query ${parameter.name} missing`);
    if (entries.length > 1) reasons.push(`query ${parameter.name} repeated`);
    if (entries.length === 1 && !isParameterAllowed(parameter.schema, entries[0]!.value))
      reasons.push(`query ${parameter.name} breaks its schema`);
  }

  for (const parameter of operation.headers) {
    const value = draft.headers[parameter.name];
    if (value === undefined && parameter.required) reasons.push(`header ${parameter.name} missing`);
    if (value !== undefined && !conforms(parameter.schema, value))
      reasons.push(`header ${parameter.name} breaks its schema`);
  }

  const headers = { ...draft.headers };
  let payload: string | undefined;
  if (operation.method !== 'GET') {
    payload = draft.rawPayload ?? (draft.hasBody ? serialise(draft.body) : undefined);
    if (draft.oversize)
      payload = `{"padding":"${'x'.repeat(BODY_LIMIT)}","body":${payload ?? 'null'}}`;
    const contentType =
      draft.contentType === undefined
        ? payload === undefined
          ? undefined
          : 'application/json'
        : (draft.contentType ?? undefined);
    if (contentType !== undefined) headers['content-type'] = contentType;
    const seen = readPayload(payload, contentType);
    if ('refused' in seen) reasons.push(seen.refused);
    else if (operation.body && !conforms(operation.body, seen.body))
      reasons.push('body breaks its schema');
  }

  return {
    mutations,
    method: operation.method,
    url,
    headers,
    payload,
    mustRefuse: reasons.length > 0,
    reasons,
    [fc.toStringMethod]() {
      const shown =
        payload && payload.length > 400
          ? `${payload.slice(0, 400)}… (${payload.length} chars)`
          : payload;
      return `${operation.method} ${url.length > 400 ? `${url.slice(0, 400)}…` : url} headers=${fc.stringify(headers)} payload=${fc.stringify(shown)} refuse=${reasons.join('; ') || 'no'} mutations=${fc.stringify(mutations)}`;
    },
  } as HostileRequest;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009b',
  '\u009f',
];
const unicodeTexts = [
  '\u202eevil.exe',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦',
  '🏂⛷️🎿',
  'e\u0301\u0301\u0301',
  '\ufeffbom',
  '\uffff\ufffe',
  'zero\u200bwidth',
  'Ｆｕｌｌｗｉｄｔｈ１２３',
  '𝕳𝖊𝖑𝖑𝖔',
  'İıßẞ',
  'line\u2028separator',
  '\u00a0',
];
const unpairedSurrogates = ['\ud800', '\udfff', 'a\ud83d', '\ude00b'];
const nanIshTexts = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e309',
  '0x10',
  '2147483648',
  '9007199254740993',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%00',
  '\\u0000',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://example.org/a}',
];

/** Any control character, NUL most often: the one PostgreSQL cannot store. */
const controlCharacter = fc.oneof(fc.constant('\u0000'), fc.constantFrom(...controlCharacters));

function withControlCharacter(text: string) {
  return fc
    .tuple(fc.nat({ max: text.length }), controlCharacter)
    .map(([at, character]) => text.slice(0, at) + character + text.slice(at));
}

/** Strings no field should take as they are, and a few that are merely unusual. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nanIshTexts, ...unicodeTexts, ...unpairedSurrogates),
  withControlCharacter('fuzz'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .tuple(fc.constantFrom(201, 1_001, 10_001, 70_000), fc.constantFrom('x', 'é', '😀', '\u0000'))
    .map(([length, unit]) => unit.repeat(length)),
);

const deepNesting = fc
  .tuple(fc.constantFrom(64, 5_000, 50_000), fc.boolean())
  .map(([depth, asArrays]) =>
    asArrays
      ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
      : new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    2_147_483_648,
    4_294_967_296,
    -2_147_483_649,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
    0,
    -1,
    1.5,
    0.1,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc
    .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '2147483648.0', '-0', '1E+2')
    .map((text) => new RawJson(text)),
);

/** Any JSON value a field might be sent instead of its own. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}),
  deepNesting,
  fc.array(hostileString, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Values that break a given schema (or usually do), from near misses to wrong types. */
function breakingValue(schema: JsonSchema, current: unknown): fc.Arbitrary<unknown> {
  const text = typeof current === 'string' && current !== '' ? current : 'fuzz';
  const options: fc.Arbitrary<unknown>[] = [hostileValue];
  if (schema.type === 'string' || typeof current === 'string') {
    options.push(
      withControlCharacter(text),
      fc.constantFrom(...unpairedSurrogates).map((surrogate) => text + surrogate),
      fc.constantFrom(1, true, [text], { value: text }),
    );
    if (schema.maxLength !== undefined) {
      options.push(
        fc.constantFrom('x', 'é', '😀').map((unit) => unit.repeat(schema.maxLength! + 1)),
      );
    }
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    options.push(hostileNumber, fc.constantFrom('1', String(current), 'NaN', [1], { id: 1 }));
  }
  if (schema.enum) {
    options.push(
      fc.constantFrom(...schema.enum.map((item) => `${String(item).toUpperCase()} `)),
      fc.constantFrom(...schema.enum.map((item) => `${String(item)}\u0000`)),
    );
  }
  if (schema.type === 'array') {
    options.push(
      fc.constant(Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => current)),
      fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
    );
  }
  if (schema.type === 'object') options.push(fc.constantFrom('{}', [], 0), deepNesting);
  return fc.oneof(...options);
}

interface BodyTarget {
  path: JsonPath;
  schema: JsonSchema;
  current: unknown;
}

/** Every place of a body worth changing: the nodes it has and the properties it could have. */
function findBodyTargets(schema: JsonSchema, value: unknown, path: JsonPath = []): BodyTarget[] {
  const resolved =
    schema.anyOf?.find((alternative) => conforms(alternative, value)) ??
    schema.anyOf?.[0] ??
    schema;
  const targets: BodyTarget[] = [{ path, schema: resolved, current: value }];
  if (resolved.type === 'object' && isObject(value)) {
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      if (Object.hasOwn(value, name))
        targets.push(...findBodyTargets(property, value[name], [...path, name]));
      else targets.push({ path: [...path, name], schema: property, current: undefined });
    }
  }
  if (resolved.type === 'array' && Array.isArray(value) && resolved.items) {
    value.slice(0, 3).forEach((item, index) => {
      targets.push(...findBodyTargets(resolved.items!, item, [...path, index]));
    });
  }
  return targets;
}

const rawPayloads = [
  '{',
  '{"order":',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  "{'single': 'quotes'}",
  '{"a":1,}',
  'NaN',
  '<?xml version="1.0"?><order/>',
  'a=1&b=2',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
];
const contentTypes = [
  null,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/vnd.api+json',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  '',
  ';',
];
const badPercentEncodings = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF', 'a%2'];

/** Mutations of a JSON body's fields: a value the schema refuses, or a field taken away. */
function bodyMutations(targets: BodyTarget[]): fc.Arbitrary<Mutation>[] {
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...targets).chain((target) =>
      breakingValue(target.schema, target.current).map((value) => ({
        in: 'body' as const,
        set: target.path,
        value,
      })),
    ),
  ];
  // A body that is one value (not an object) has no field to take away.
  const fields = targets.filter((target) => target.path.length > 0);
  if (fields.length > 0)
    mutations.push(
      fc.constantFrom(...fields).map((target) => ({ in: 'body' as const, remove: target.path })),
    );
  return mutations;
}

/** Mutations of a JSON body's objects: prototype poisoning and keys the schema does not know. */
function objectMutations(objectTargets: BodyTarget[]): fc.Arbitrary<Mutation>[] {
  return [
    fc
      .tuple(
        fc.constantFrom(...objectTargets),
        fc.constantFrom('__proto__' as const, 'constructor' as const),
      )
      .map(([target, key]) => ({ in: 'body' as const, poison: target.path, key })),
    fc
      .tuple(
        fc.constantFrom(...objectTargets),
        fc.constantFrom('constructor', 'toString', 'extra', '', 'ключ', '😀', 'x'.repeat(300)),
        hostileValue,
      )
      .map(([target, key, value]) => ({
        in: 'body' as const,
        set: [...target.path, key],
        value,
      })),
  ];
}

/** The mutations that make sense for an operation, given the valid request it starts from. */
function mutationsFor(operation: Operation, base: RequestParts): fc.Arbitrary<Mutation>[] {
  const arbitraries: fc.Arbitrary<Mutation>[] = [];
  const pathValue = hostileString.filter((value) => value.trim() !== '' && !/^\.+$/.test(value));
  for (const parameter of operation.pathParams) {
    const { name } = parameter;
    arbitraries.push(
      pathValue.map((value) => ({ in: 'path' as const, name, value })),
      fc.constantFrom(...badPercentEncodings).map((rawSegment) => ({
        in: 'path' as const,
        name,
        rawSegment,
      })),
    );
  }
  for (const parameter of operation.query) {
    const { name } = parameter;
    arbitraries.push(
      fc
        .oneof(hostileString, breakingValue(parameter.schema, base.query[name]).map(String))
        .map((value) => ({ in: 'query' as const, name, value })),
      fc.constant({ in: 'query' as const, name, value: null }),
      fc.constant({ in: 'query' as const, name, duplicate: true as const }),
      fc
        .constantFrom(...badPercentEncodings)
        .map((rawValue) => ({ in: 'query' as const, name, rawValue })),
    );
  }
  // Parameters nobody asked for, including the names that poison careless parsers.
  arbitraries.push(
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'a[b]', ''), hostileString)
      .map(([name, value]) => ({ in: 'query' as const, name, value })),
  );
  for (const parameter of operation.headers) {
    const { name } = parameter;
    const current = base.headers[name] ?? '';
    arbitraries.push(
      fc
        .oneof(
          hostileString.filter((value) => value !== ''),
          withControlCharacter(current || 'Bearer fuzz'),
        )
        .map((value) => ({ in: 'header' as const, name, value })),
      fc.constant({ in: 'header' as const, name, value: null }),
    );
  }
  if (operation.body) {
    const targets = findBodyTargets(operation.body, base.body);
    const objectTargets = targets.filter((target) => isObject(target.current));
    // A body that is not JSON (an image upload's bytes) has no fields to break: only the
    // payload mutations below apply to it.
    if (targets.length > 0) arbitraries.push(...bodyMutations(targets));
    if (objectTargets.length > 0) arbitraries.push(...objectMutations(objectTargets));
  }
  if (operation.method !== 'GET') {
    arbitraries.push(
      fc
        .oneof(
          fc.constantFrom(...rawPayloads),
          fc.string({ unit: 'binary', maxLength: 40 }),
          deepNesting.map((raw) => raw.text),
        )
        .map((raw) => ({ in: 'payload' as const, raw })),
      fc.constantFrom(...contentTypes).map((contentType) => ({
        in: 'payload' as const,
        contentType,
      })),
      fc.constant({ in: 'payload' as const, oversize: true as const }),
    );
  }
  return arbitraries;
}

/**
 * Malformed variants of a valid request: one to three mutations. Where the operation takes any
 * input, only requests the contract refuses are kept, so none of them may change anything.
 */
export function hostileRequests(
  operation: Operation,
  base: RequestParts,
): fc.Arbitrary<HostileRequest> {
  const mutation = fc.oneof(...mutationsFor(operation, base));
  const requests = fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => buildRequest(operation, base, mutations));
  const takesInput =
    operation.pathParams.length + operation.query.length + operation.headers.length > 0 ||
    operation.body !== undefined;
  return takesInput ? requests.filter((request) => request.mustRefuse) : requests;
}
