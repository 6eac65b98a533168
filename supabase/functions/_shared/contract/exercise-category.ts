import { z } from 'zod';
import { EXERCISE_CATEGORIES } from './workout-rules.ts';

export const exerciseCategorySchema = z.enum(EXERCISE_CATEGORIES, {
  message: 'Category must be one of strength, dumbbells, cardio, yoga, swimming',
});
