import { writeFileSync } from 'node:fs';
import { renderSeedSql } from './seed-sql.ts';

/** `npm run seed:generate`: rewrites supabase/seed.sql from the exercise and food libraries and the planned meal-plan catalogue. */
writeFileSync(new URL('../supabase/seed.sql', import.meta.url), renderSeedSql());
console.log('supabase/seed.sql written');
