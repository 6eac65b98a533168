import { describe, expect, it } from 'vitest';
import { importedId } from './session-ids.ts';

const member = '5b2f0c1e-8a7d-4f3b-9c2e-1d0a6b4e8f21';
const other = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

describe('importedId', () => {
  it('is the same for the same member and session, and a version 8 UUID', async () => {
    const id = await importedId(member, '2024-01-08T17:02:11', 'Legs');
    expect(await importedId(member, '2024-01-08T17:02:11', 'Legs')).toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs for another member, another start or another title', async () => {
    const id = await importedId(member, '2024-01-08T17:02:11', 'Legs');
    expect(await importedId(other, '2024-01-08T17:02:11', 'Legs')).not.toBe(id);
    expect(await importedId(member, '2024-01-08T17:02:12', 'Legs')).not.toBe(id);
    expect(await importedId(member, '2024-01-08T17:02:11', 'Legs ')).not.toBe(id);
    expect(await importedId(member, '2024-01-08T17:02:1', '1Legs')).not.toBe(id);
  });
});
