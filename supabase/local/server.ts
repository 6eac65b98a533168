import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApiApp } from '../functions/_shared/app.ts';
import { issueDueRefunds } from '../functions/_shared/billing/booking-refunds.ts';
import {
  SWEEP_INTERVAL_MINUTES,
  sweepUnclaimedHandovers,
} from '../functions/_shared/billing/handover-sweep.ts';
import { createWebhookApp } from '../functions/_shared/billing/webhook-app.ts';
import { recomputeSuggestions } from '../functions/_shared/coach/recompute.ts';
import { createRecomputeApp } from '../functions/_shared/coach/recompute-app.ts';
import { connectDatabase, type Sql } from '../functions/_shared/db/database.ts';
import {
  FOOD_PHOTO_BUCKET,
  sweepUnsavedFoodPhotos,
  UNSAVED_PHOTO_GRACE_HOURS,
} from '../functions/_shared/nutrition/photo-sweep.ts';
import { nutritionServices } from '../functions/_shared/nutrition/services.ts';
import { SETTLE_BOOKINGS_MINUTES, settleDueBookings } from '../functions/_shared/trainers/booking-jobs.ts';
import { ORPHAN_GRACE_MINUTES, sweepOrphanedPictures } from '../functions/_shared/user/orphan-sweep.ts';
import { AVATAR_BUCKET } from '../functions/_shared/user/picture-upload.ts';
import { GoogleOidcFlow } from './auth/google-oidc.ts';
import { LocalAuthProvider } from './auth/local-auth-provider.ts';
import type { LocalConfig } from './config.ts';
import { startEmbeddedPostgres } from './database/embedded-postgres.ts';
import { migrateDatabase } from './database/migrate.ts';
import { keepIdleConnections } from './http/idle-connections.ts';
import { createStandaloneApp } from './http/standalone-app.ts';
import { loadWebAssets } from './http/web-assets.ts';
import { readOrCreateSecret } from './secrets.ts';
import { LocalFileStorage } from './storage/local-file-storage.ts';

export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../dist/web');

/** How often the embedded database's planner statistics are brought up to date. */
const STATISTICS_INTERVAL_MINUTES = 15;

export interface StandaloneServer {
  url: string;
  port: number;
  sql: Sql;
  close(): Promise<void>;
}

export interface StandaloneOptions {
  /** Serve the built web app too (`npm start`); off when Vite serves it (`npm run dev`). */
  serveWeb: boolean;
  /** Bring the schema up to date first; off in workers, whose primary already did. */
  migrate?: boolean;
  /** Run the timers (coach recompute, picture sweep); on in one process only. */
  scheduledJobs?: boolean;
}

/**
 * The whole product in one Node process: the database (embedded, or DATABASE_URL), migrations,
 * the local auth provider, the /api facade and the built web app.
 */
export async function startStandaloneServer(
  config: LocalConfig,
  options: StandaloneOptions,
): Promise<StandaloneServer> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'db') });
  const sql = config.databaseUrl
    ? connectDatabase(config.databaseUrl, { max: config.databasePoolSize, prepare: true })
    : connectDatabase((embedded as { url: string }).url, { max: 1, prepare: true, keepConnections: true });

  try {
    if (options.migrate !== false) await migrateDatabase(sql);
    const jwtSecret = config.jwtSecret ?? (await readOrCreateSecret(config.dataDir, 'jwt-secret'));
    const google = config.google;
    const auth = new LocalAuthProvider({
      sql,
      jwtSecret,
      ...(google
        ? {
            google: (provider: LocalAuthProvider) =>
              new GoogleOidcFlow({
                ...google,
                cookieSecret: jwtSecret,
                signIn: (identity) => provider.signInWithIdentity(identity),
              }),
          }
        : {}),
    });
    const storage = new LocalFileStorage(sql, path.join(config.dataDir, 'storage'));
    // Stripe's SDK is loaded only when its keys are set: trial mode starts without it.
    const billing = config.billing
      ? (await import('../functions/_shared/billing/billing.ts')).createBilling(config.billing)
      : undefined;
    const api = createApiApp({
      sql,
      auth,
      siteUrl: config.siteUrl,
      storage,
      billing,
      nutrition: nutritionServices(config.nutrition),
      marketplace: config.marketplace,
    });
    const stripeWebhook = createWebhookApp({ sql, billing, sweepSecret: config.billing?.sweepSecret });
    // The standalone stand-in for the billing-sweep schedule: visitors' unclaimed trial customers, and
    // booking refunds a failure left due.
    const billingSweepTimer = billing
      ? setInterval(() => {
          sweepUnclaimedHandovers(sql, billing.provider).catch((error) =>
            console.warn('Sweeping unclaimed trial customers failed', error),
          );
          issueDueRefunds(sql, billing.provider).catch((error) =>
            console.warn('Issuing due booking refunds failed', error),
          );
        }, SWEEP_INTERVAL_MINUTES * 60_000)
      : undefined;
    billingSweepTimer?.unref();
    const assets = options.serveWeb ? await loadWebAssets(WEB_DIST_DIR) : undefined;

    const recompute = createRecomputeApp({ sql, secret: config.coachRecomputeSecret });
    // The standalone stand-in for the pg_cron schedule of the managed runtime.
    const scheduled = options.scheduledJobs !== false;
    const recomputeTimer =
      scheduled && config.coachRecomputeMinutes > 0
        ? setInterval(() => {
            recomputeSuggestions(sql).catch((error) =>
              console.warn('Scheduled coach recompute failed', error),
            );
          }, config.coachRecomputeMinutes * 60_000)
        : undefined;
    recomputeTimer?.unref();
    // The standalone stand-in for the storage-sweep schedule: orphaned pictures (rows without a
    // profile pointing at them) and files without rows, once at start and every 10 minutes.
    const sweep = () =>
      Promise.all([
        sweepOrphanedPictures(sql, storage),
        storage.sweepUnrecordedFiles(AVATAR_BUCKET, ORPHAN_GRACE_MINUTES * 60_000),
        sweepUnsavedFoodPhotos(sql, storage),
        storage.sweepUnrecordedFiles(FOOD_PHOTO_BUCKET, UNSAVED_PHOTO_GRACE_HOURS * 3_600_000),
      ]).catch((error) => console.warn('Sweeping orphaned pictures failed', error));
    if (scheduled) void sweep();
    const sweepTimer = scheduled ? setInterval(() => void sweep(), ORPHAN_GRACE_MINUTES * 60_000) : undefined;
    sweepTimer?.unref();
    // The standalone stand-in for the booking-settle schedule: unanswered requests declined after
    // 48 hours, confirmed sessions completed 24 hours after their end.
    const settleBookings = () =>
      settleDueBookings(sql).catch((error) => console.warn('Settling due bookings failed', error));
    if (scheduled) void settleBookings();
    const bookingTimer = scheduled
      ? setInterval(() => void settleBookings(), SETTLE_BOOKINGS_MINUTES * 60_000)
      : undefined;
    bookingTimer?.unref();
    // The embedded database has no autovacuum, so its planner statistics stayed as they were when
    // the tables were empty: plans kept for the connection's life then scanned a member's whole
    // history for each new row. ANALYZE, at start and every quarter of an hour, brings the
    // statistics up to date and invalidates the plans made with the old ones; a real server
    // (DATABASE_URL) does this itself.
    const analyze = () =>
      sql`analyze`.catch((error) => console.warn('Updating the planner statistics failed', error));
    const statisticsTimer =
      embedded && scheduled
        ? setInterval(() => void analyze(), STATISTICS_INTERVAL_MINUTES * 60_000)
        : undefined;
    statisticsTimer?.unref();
    if (embedded && scheduled) void analyze();
    const root = createStandaloneApp({
      api,
      storage,
      recompute,
      stripeWebhook,
      assets,
      trustProxy: config.trustProxy,
      siteUrl: config.siteUrl,
    });

    const server = serve({ fetch: root.fetch, port: config.port, hostname: config.host });
    keepIdleConnections(server as Server);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const { port } = server.address() as AddressInfo;
    const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;

    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      sql,
      close() {
        closing ??= (async () => {
          if (recomputeTimer) clearInterval(recomputeTimer);
          if (sweepTimer) clearInterval(sweepTimer);
          if (bookingTimer) clearInterval(bookingTimer);
          if (billingSweepTimer) clearInterval(billingSweepTimer);
          if (statisticsTimer) clearInterval(statisticsTimer);
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            if ('closeAllConnections' in server) server.closeAllConnections();
          });
          await sql.end({ timeout: 5 });
          await embedded?.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {});
    await embedded?.close().catch(() => {});
    throw error;
  }
}
