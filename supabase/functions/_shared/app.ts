import { Hono } from 'hono';
import type { AuthProvider } from './auth/auth-provider.ts';
import { authRoutes, browserAuthRoutes } from './auth/routes.ts';
import { calendarNoteRoutes } from './calendar-notes/routes.ts';
import { coachRoutes } from './coach/routes.ts';
import type { Sql } from './db/database.ts';
import { exerciseRoutes } from './exercises/routes.ts';
import { goalRoutes } from './goals/routes.ts';
import { healthRoutes } from './health/routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { bodySizeLimit } from './http/body-size-limit.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { progressRoutes } from './progress/routes.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { userRoutes } from './user/routes.ts';
import { statsRoutes, workoutRoutes } from './workouts/routes.ts';

export interface ApiDependencies {
  sql: Sql;
  auth: AuthProvider;
  siteUrl: string | undefined;
  storage: FileStorage;
}

/** The /api facade: the same Hono app runs as the `api` edge function and inside the Node server. */
export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<AppEnv>().basePath('/api');
  app.use(bodySizeLimit);
  app.route('/', healthRoutes(deps));
  app.route('/', browserAuthRoutes(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/user', userRoutes(deps));
  app.route('/workouts', workoutRoutes(deps));
  app.route('/stats', statsRoutes(deps));
  app.route('/exercises', exerciseRoutes(deps));
  app.route('/calendar-notes', calendarNoteRoutes(deps));
  app.route('/goals', goalRoutes(deps));
  app.route('/progress', progressRoutes(deps));
  app.route('/', coachRoutes(deps));
  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
