/** How integration tests reach a database; decided once per run by the global setup. */
export type TestDatabaseTarget =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; adminUrl: string; templateDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}
