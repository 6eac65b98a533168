import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../../supabase/functions/_shared/contract/api-operations.ts';
import { honoPath } from '../../supabase/functions/_shared/http/operation-router.ts';
import { createTestApi, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
}

describe('GET /api/openapi.json', () => {
  it('documents every operation of the contract as OpenAPI 3.1', async () => {
    const answer = await api.call<OpenApiDocument>('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const operation of apiOperations) {
      const documented = answer.body.paths[operation.path]?.[operation.method];
      expect(documented?.operationId, `${operation.method} ${operation.path}`).toBe(operation.id);
    }
  });

  it('has one route per operation and no route outside the contract', () => {
    const routes = new Set(
      api.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    const operations = new Set(
      apiOperations.map((operation) => `${operation.method.toUpperCase()} ${honoPath(operation.path)}`),
    );
    expect([...routes].filter((route) => !operations.has(route))).toEqual([]);
    expect([...operations].filter((operation) => !routes.has(operation))).toEqual([]);
    expect(new Set(apiOperations.map((operation) => operation.id)).size).toBe(apiOperations.length);
  });
});
