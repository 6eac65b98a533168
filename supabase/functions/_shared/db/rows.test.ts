import { expectTypeOf, test } from 'vitest';
import type { FunctionRow, Nullable, Row } from './rows.ts';

// Checked by the type checker (`npm run check`); at run time expectTypeOf does nothing.

test('a table row holds what postgres.js returns: Date for timestamptz, text for numeric and bigint', () => {
  expectTypeOf<Row<'public.workout'>['date']>().toEqualTypeOf<Date>();
  expectTypeOf<Row<'public.workout_exercise'>['weight']>().toEqualTypeOf<string | null>();
  expectTypeOf<Row<'public.workout_totals'>['total_minutes']>().toEqualTypeOf<string>();
  expectTypeOf<Row<'public.calendar_note'>['date']>().toEqualTypeOf<string>();
  expectTypeOf<Row<'public.meal_plan_meal'>['ingredients']>().toEqualTypeOf<string[]>();
});

test('a column the driver leaves alone keeps its generated type', () => {
  expectTypeOf<Row<'public.workout'>['duration']>().toEqualTypeOf<number>();
  expectTypeOf<Row<'public.workout'>['category']>().toEqualTypeOf<
    'strength' | 'dumbbells' | 'cardio' | 'yoga' | 'swimming'
  >();
});

test("a set-returning function's row, with the columns named as nullable", () => {
  expectTypeOf<FunctionRow<'social.leaderboard'>['total_reps']>().toEqualTypeOf<string>();
  expectTypeOf<Nullable<FunctionRow<'social.leaderboard_standing'>, 'my_reps'>['my_reps']>().toEqualTypeOf<
    string | null
  >();
});
