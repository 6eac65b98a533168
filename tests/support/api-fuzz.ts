import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../../supabase/functions/_shared/contract/api-operations.ts';
import { errorBodySchema } from '../../supabase/functions/_shared/contract/errors.ts';
import { buildOpenApiDocument } from '../../supabase/functions/_shared/contract/openapi.ts';
import { OpenFoodFactsDatabase } from '../../supabase/functions/_shared/nutrition/food-database.ts';
import { OpenAiCompatibleRecognizer } from '../../supabase/functions/_shared/nutrition/food-recognizer.ts';
import { API_VERSION } from '../../supabase/functions/_shared/system/routes.ts';
import {
  hostileString,
  hostileValue,
  type JsonSchema,
  mutatedArbitrary,
  validArbitrary,
} from './json-schema-arbitrary.ts';
import { type StandInFoodServices, startStandInFoodServices } from './stand-in-food-services.ts';
import { createTestApi, type Member, TEST_SITE_URL, type TestApi } from './test-api.ts';

/**
 * Every operation of the OpenAPI document, at least 200 generated requests each, valid and hostile
 * (NUL, lone surrogates, 1 MB text, deep JSON, wrong types, extreme numbers and dates, wrong
 * content types, foreign ids, no or broken tokens). For each answer: never a 5xx; a failure is
 * JSON `{ error, message }`; a success matches the contract's response schema; a refused request
 * changed nothing in the database. New operations are covered because the list comes from the
 * document.
 */
// The pass on real PostgreSQL sends the first 50 of the same requests (the same seed): what is
// fuzzed is the API's reading of requests, the same on both databases, and there the full pass
// took twice as long, each refusal being checked by counting every table on a server that other
// test files share; the 50 still reach every operation through the real server's errors.
const RUNS_PER_OPERATION = process.env.TEST_DATABASE_URL ? 50 : 200;
const SEED = 20261123;

interface DocumentedOperation {
  operationId: string;
  parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security: unknown[];
}

const document = buildOpenApiDocument(apiOperations, API_VERSION) as {
  paths: Record<string, Record<string, DocumentedOperation>>;
};
const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })),
);
const contractById = new Map(apiOperations.map((operation) => [operation.id, operation]));

let api: TestApi;
let owner: Member;
let other: Member;
/** Ids that exist (the owner's and another member's), for path parameters. */
const knownIds: string[] = [];
/** Spare sessions of the owner, so fuzzing sign-out never ends the session the rest relies on. */
const spareSessions: string[] = [];
let fingerprintQuery = '';
const report: Record<string, Record<string, number>> = {};

let foodServices: StandInFoodServices;

async function setUp() {
  // The food log's outside services as stand-ins, so scans are answered rather than unavailable.
  foodServices = await startStandInFoodServices();
  api = await createTestApi({
    nutrition: {
      foodDatabase: new OpenFoodFactsDatabase(new URL(foodServices.foodDatabaseUrl)),
      foodRecognizer: new OpenAiCompatibleRecognizer({
        apiUrl: new URL(foodServices.visionApiUrl),
        apiKey: undefined,
        model: 'stand-in-vision',
        timeoutMs: 2000,
      }),
    },
  });
  owner = await api.signUp();
  other = await api.signUp();
  for (const member of [owner, other]) {
    const workout = await api.call<{ id: string }>('POST', '/api/workouts', {
      token: member.token,
      body: {
        name: 'Barbell Back Squat',
        category: 'strength',
        duration: 30,
        caloriesBurned: 200,
        sets: 3,
        reps: 5,
        weight: 135,
      },
    });
    const note = await api.call<{ id: string }>('POST', '/api/calendar-notes', {
      token: member.token,
      body: { date: '2026-11-01', note: 'Leg day' },
    });
    const goal = await api.call<{ id: string }>('POST', '/api/goals', {
      token: member.token,
      body: { type: 'workouts', target: 5 },
    });
    knownIds.push(workout.body.id, note.body.id, goal.body.id);
  }
  for (let session = 0; session < 12; session++) {
    spareSessions.push((await api.auth.signInWithPassword(owner.email, owner.password)).accessToken);
  }
  // Row count and newest row version of every table a request could write, except the rate
  // limiter's own ledger (recording a refused attempt is its purpose) and the barcode cache
  // (recording that the food database does not know a code is its purpose).
  const tables = await api.sql<{ name: string }[]>`
    select format('%I.%I', table_schema, table_name) as name
    from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'auth', 'storage')
      and (table_schema, table_name) <> ('public', 'food_barcode')
    order by 1`;
  fingerprintQuery = `select concat_ws(',', ${tables
    .map((table) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table.name})`)
    .join(', ')}) as fingerprint`;
}

async function tearDown(part: number) {
  const directory = path.resolve(import.meta.dirname, '../../test-results');
  mkdirSync(directory, { recursive: true });
  const runtime = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  writeFileSync(
    path.join(directory, `api-fuzz-${runtime}-${part + 1}.json`),
    JSON.stringify(report, null, 2),
  );
  await api.close();
  await foodServices?.close();
}

const fingerprint = async () =>
  (await api.sql.unsafe<{ fingerprint: string }[]>(fingerprintQuery))[0]?.fingerprint;

interface GeneratedRequest {
  url: string;
  token: string | undefined;
  contentType: string | undefined;
  body: string | FormData | undefined;
  clientAddress: string;
}

const png = readFileSync(new URL('../fixtures/images/photo-with-text.png', import.meta.url));

/** A URL cannot carry a lone surrogate; it goes as the bytes a careless client would send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function pathArbitrary(route: string, parameters: DocumentedOperation['parameters']) {
  const names = parameters.filter((parameter) => parameter.in === 'path');
  if (names.length === 0) return fc.constant(route);
  const values = names.map(({ schema }) =>
    fc
      .oneof(
        {
          weight: 3,
          arbitrary: schema.format === 'uuid' ? fc.constantFrom(...knownIds) : validArbitrary(schema),
        },
        { weight: 1, arbitrary: fc.uuid().map(String) },
        { weight: 2, arbitrary: hostileString.map(encodeSegment) },
        // Sent as typed: broken escapes and all.
        { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..', 'null') },
      )
      .map((value) =>
        typeof value === 'string' && !value.includes('%') ? encodeURIComponent(value) : String(value),
      ),
  );
  return fc
    .tuple(...values)
    .map((chosen) =>
      names.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, chosen[index] as string),
        route,
      ),
    );
}

function queryArbitrary(parameters: DocumentedOperation['parameters']) {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return fc.constant('');
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
  return fc.oneof(validArbitrary(schema), mutatedArbitrary(schema)).map((values) => {
    if (!values || typeof values !== 'object') return `?q=${encodeURIComponent(String(values))}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return search.size ? `?${search}` : '';
  });
}

function bodyArbitrary(operation: DocumentedOperation) {
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  const fileType = Object.keys(content).find(
    (type) => type !== 'application/json' && !type.startsWith('multipart/'),
  );
  const nothing = fc.constant({ contentType: undefined, body: undefined });
  const wrongType = fc.constantFrom(
    { contentType: 'text/plain', body: '{"a":1}' },
    { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
    { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
    { contentType: 'application/json', body: '{"broken":' },
    { contentType: 'application/json', body: '['.repeat(5000) },
  );
  if (multipart) {
    const file = fc.oneof(
      fc.constant(new File([png.slice()], 'me.png', { type: 'image/png' })),
      fc
        .uint8Array({ maxLength: 2000 })
        .map((bytes) => new File([bytes.slice()], 'x.png', { type: 'image/png' })),
      fc.constant(undefined),
    );
    const form = fc
      .tuple(fc.oneof(validArbitrary(multipart), mutatedArbitrary(multipart)), file)
      .map(([fields, picture]) => {
        const data = new FormData();
        if (fields && typeof fields === 'object') {
          for (const [key, value] of Object.entries(fields)) {
            if (key !== 'profileImage')
              data.set(key, typeof value === 'string' ? value : JSON.stringify(value));
          }
        }
        if (picture) data.set('profileImage', picture);
        return { contentType: undefined, body: data as string | FormData };
      });
    return fc.oneof(
      { weight: 4, arbitrary: form },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: nothing },
    );
  }
  // A file sent as the body itself (an import's CSV): text of that type, valid-looking or hostile.
  const asFile = fc
    .oneof(
      fc.constant(
        'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-01 10:00:00,A,Squat,1,100,5\n',
      ),
      fc.constant(
        'title,start_time,exercise_title,set_type,weight_kg,reps\nA,"1 Jan 2024, 10:00",Squat,normal,x,5\n',
      ),
      fc.string({ maxLength: 2000 }),
      hostileString,
    )
    .map((body) => ({ contentType: fileType, body: body as string | FormData }));
  if (json) {
    const asJson = (value: unknown) => ({
      contentType: 'application/json',
      body: JSON.stringify(value) as string | FormData,
    });
    return fc.oneof(
      { weight: 3, arbitrary: validArbitrary(json).map(asJson) },
      { weight: 4, arbitrary: mutatedArbitrary(json).map(asJson) },
      { weight: 1, arbitrary: hostileValue.map(asJson) },
      { weight: fileType ? 3 : 0, arbitrary: asFile },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: nothing },
    );
  }
  if (fileType) {
    return fc.oneof(
      { weight: 4, arbitrary: asFile },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: nothing },
    );
  }
  return fc.oneof(
    { weight: 4, arbitrary: nothing },
    { weight: 1, arbitrary: wrongType },
    {
      weight: 1,
      arbitrary: hostileValue.map((value) => ({
        contentType: 'application/json',
        body: JSON.stringify(value) as string | FormData,
      })),
    },
  );
}

function requestArbitrary(
  route: string,
  method: string,
  operation: DocumentedOperation,
): fc.Arbitrary<GeneratedRequest> {
  const forMembers = operation.security.length > 0;
  const token = forMembers
    ? fc.oneof(
        { weight: 7, arbitrary: fc.constant('owner') },
        { weight: 1, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'garbage',
            'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
            `${'x'.repeat(5000)}`,
          ),
        },
        { weight: 1, arbitrary: fc.constant('other') },
      )
    : fc.constant(undefined);
  return fc
    .record({
      path: pathArbitrary(route, operation.parameters),
      query: queryArbitrary(operation.parameters),
      body:
        method === 'GET' || method === 'DELETE'
          ? fc.constant({ contentType: undefined, body: undefined })
          : bodyArbitrary(operation),
      token,
      address: fc.integer({ min: 1, max: 254 }).map((last) => `198.18.0.${last}`),
    })
    .map(({ path: url, query, body, token: who, address }) => ({
      url: `${url}${query}`,
      token: who,
      contentType: body.contentType,
      body: body.body,
      clientAddress: address,
    }));
}

function tokenFor(who: string | undefined, operationId: string): string | undefined {
  if (who === 'owner') return operationId === 'signOut' ? (spareSessions.pop() ?? 'spent') : owner.token;
  if (who === 'other') return operationId === 'signOut' ? 'not-a-spare-session' : other.token;
  return who;
}

/**
 * The fuzz of every `parts`-th operation from `part` on, with its own API and members: the test
 * files that call it run side by side, where one file of every operation was the longest of the
 * integration suite by minutes.
 */
export function describeApiFuzz(part: number, parts: number) {
  beforeAll(setUp, 120_000);
  afterAll(() => tearDown(part));
  describe(`every operation of /api/openapi.json under generated requests, part ${part + 1} of ${parts}`, () => {
    if (part === 0) {
      it('is the document the API serves', async () => {
        const served = await api.call('GET', '/api/openapi.json');
        expect(served.body).toEqual(JSON.parse(JSON.stringify(document)));
      });
    }
    describeOperations(operations.filter((_, index) => index % parts === part));
  });
}

function describeOperations(chosen: typeof operations) {
  for (const { route, method, operation } of chosen) {
    it(`[${method}] ${route} - ${RUNS_PER_OPERATION} generated requests: no 5xx, error shape, schema, nothing stored when refused`, async () => {
      const contract = contractById.get(operation.operationId);
      const statuses: Record<string, number> = {};
      const samples = fc.sample(requestArbitrary(route, method, operation), {
        numRuns: RUNS_PER_OPERATION,
        seed: SEED + route.length,
      });
      expect(samples.length).toBeGreaterThanOrEqual(RUNS_PER_OPERATION);
      let before = await fingerprint();
      for (const request of samples) {
        const headers: Record<string, string> = {};
        const token = tokenFor(request.token, operation.operationId);
        if (token) headers.Authorization = `Bearer ${token}`;
        if (request.contentType) headers['Content-Type'] = request.contentType;
        const response = await api.app.request(
          request.url,
          { method, headers, ...(request.body !== undefined ? { body: request.body } : {}) },
          { clientAddress: request.clientAddress },
        );
        const text = await response.text();
        const where = `${method} ${request.url.slice(0, 200)} (${request.contentType ?? 'no body type'}) -> ${response.status} ${text.slice(0, 300)}`;
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;

        // A 5xx only as a declared, temporary refusal (the meal planner out of time), never a crash.
        const declaredRetry =
          contract?.responses[response.status] !== undefined && response.headers.has('Retry-After');
        expect(response.status < 500 || declaredRetry, where).toBe(true);
        if (response.status >= 400) {
          expect(errorBodySchema.safeParse(JSON.parse(text)).success, where).toBe(true);
          const after = await fingerprint();
          expect(after, `refused yet changed the database: ${where}`).toBe(before);
        } else if (response.status >= 300) {
          const location = response.headers.get('Location') ?? '';
          expect(location.startsWith('/') || location.startsWith(TEST_SITE_URL), where).toBe(true);
        } else if (text) {
          const declared = contract?.responses[response.status];
          const schema = declared?.schema;
          expect(schema, `no response schema for ${response.status}: ${where}`).toBeDefined();
          // A download in another format (CSV) is described as text; every other answer is JSON.
          const parsed = schema?.safeParse(declared?.contentType ? text : JSON.parse(text));
          expect(parsed?.success, `${where}\n${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
        }
        if (response.status < 400) before = await fingerprint();
      }
      report[`${method} ${route}`] = statuses;
    }, 180_000);
  }
}
