import { benchApiUnderLoad } from './api-under-load.ts';
import { benchEdgeFunctions } from './edge-functions.ts';
import { benchImport } from './import.ts';
import { benchSessionCheck } from './session-check.ts';
import { benchStartupAndBundles } from './startup-and-bundles.ts';
import { benchWorkoutsAtScale } from './workouts-at-scale.ts';
import { benchWrites } from './writes.ts';

/** `npm run bench`: measurements reported as figures and ratios from one run, never asserted. */
await benchStartupAndBundles();
await benchWorkoutsAtScale();
await benchSessionCheck();
await benchWrites();
await benchImport();
await benchEdgeFunctions();
// Last and longest (about half an hour): the API under load at scale, against its latency targets.
await benchApiUnderLoad();
