import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type {
  FoodDay,
  FoodDayTotals,
  FoodEntry,
  FoodSearchResult,
  NutritionInsights,
  PhotoScan,
  ScannedProduct,
} from '../../supabase/functions/_shared/contract/nutrition.ts';
import { OpenFoodFactsDatabase } from '../../supabase/functions/_shared/nutrition/food-database.ts';
import { OpenAiCompatibleRecognizer } from '../../supabase/functions/_shared/nutrition/food-recognizer.ts';
import { sweepUnsavedFoodPhotos } from '../../supabase/functions/_shared/nutrition/photo-sweep.ts';
import {
  GOOD_ITEMS,
  KNOWN_BARCODE,
  type StandInFoodServices,
  startStandInFoodServices,
} from '../support/stand-in-food-services.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * The food log, scanning and insights through /api, on one database with one pair of members:
 * `ana` is on her trial (Premium), `ben`'s trial has ended. The food database and the vision model
 * are stand-in servers on 127.0.0.1; the model's timeout is cut to a fraction of a second.
 */
let api: TestApi;
let services: StandInFoodServices;
let ana: Member;
let ben: Member;

beforeAll(async () => {
  services = await startStandInFoodServices();
  api = await createTestApi({
    nutrition: {
      foodDatabase: new OpenFoodFactsDatabase(new URL(services.foodDatabaseUrl)),
      foodRecognizer: new OpenAiCompatibleRecognizer({
        apiUrl: new URL(services.visionApiUrl),
        apiKey: 'stand-in-key',
        model: 'stand-in-vision',
        timeoutMs: 300,
      }),
    },
  });
  [ana, ben] = await Promise.all([api.signUp(), api.signUp()]);
  await api.sql`update public.profile set trial_ends_at = now() - interval '1 day' where id = ${ben.user.id}`;
});
afterAll(async () => {
  await api?.close();
  await services?.close();
});

const as = (member: Member) => ({
  get: <Body>(path: string) => api.call<Body & ErrorBody>('GET', path, { token: member.token }),
  post: <Body>(path: string, body: unknown) =>
    api.call<Body & ErrorBody>('POST', path, { token: member.token, body }),
  patch: <Body>(path: string, body: unknown) =>
    api.call<Body & ErrorBody>('PATCH', path, { token: member.token, body }),
  remove: (path: string) => api.call<ErrorBody>('DELETE', path, { token: member.token }),
});

const today = () => new Date().toISOString().slice(0, 10);
const fixture = (name: string) => readFileSync(new URL(`../fixtures/images/${name}`, import.meta.url));
const photoForm = (bytes: Uint8Array, name = 'plate.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.set('photo', new File([bytes.slice()], name, { type }));
  return form;
};
const scanPhoto = (member: Member, form: FormData) =>
  api.call<PhotoScan & ErrorBody>('POST', '/api/food-scan/photo', { token: member.token, form });

describe('the food log', () => {
  it('[POST] /api/food-entries - a catalogue food is computed from its per-100 g values', async () => {
    const [oats] = (await as(ben).get<FoodSearchResult[]>('/api/foods?q=oat&limit=5')).body;
    expect(oats?.source).toBe('catalogue');
    const per100g = oats?.per100g;
    const created = await as(ben).post<FoodEntry>('/api/food-entries', {
      foodItemId: oats?.id,
      grams: 50,
      mealType: 'breakfast',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: oats?.name,
      mealType: 'breakfast',
      grams: 50,
      calories: Math.round((per100g?.calories ?? 0) / 2),
      date: today(),
    });

    // New grams recompute from the catalogue.
    const edited = await as(ben).patch<FoodEntry>(`/api/food-entries/${created.body.id}`, { grams: 100 });
    expect(edited.body.calories).toBe(Math.round(per100g?.calories ?? 0));
  });

  it('[POST] /api/food-entries - a custom food is logged, totalled with the day and offered again', async () => {
    const created = await as(ben).post<FoodEntry>('/api/food-entries', {
      name: "Grandma's lentil soup",
      calories: 320,
      protein: 18,
      carbs: 40,
      fat: 8,
      fiber: 12,
      sodium: 900,
      mealType: 'lunch',
    });
    expect(created.status).toBe(201);
    const day = (await as(ben).get<FoodDay>(`/api/food-entries?date=${today()}`)).body;
    expect(day.entries.map((entry) => entry.mealType)).toEqual(['breakfast', 'lunch']);
    expect(day.totals.calories).toBe((day.entries[0]?.calories ?? 0) + 320);
    expect(day.totals.sodium).toBe(900);
    expect(day.targets).toMatchObject({ calories: 2000, source: 'default' });

    const offered = (await as(ben).get<FoodSearchResult[]>('/api/foods?q=lentil%20soup')).body;
    expect(offered[0]).toMatchObject({
      source: 'custom',
      name: "Grandma's lentil soup",
      serving: { calories: 320 },
    });
    const days = (await as(ben).get<FoodDayTotals[]>(`/api/food-entries/days?from=${today()}&to=${today()}`))
      .body;
    expect(days).toEqual([
      expect.objectContaining({ date: today(), entries: 2, calories: day.totals.calories }),
    ]);
  });

  it('refuses values out of bounds, in the API and in the database', async () => {
    const tooMuch = await as(ben).post('/api/food-entries', {
      name: 'Feast',
      calories: 10_001,
      protein: 0,
      carbs: 0,
      fat: 0,
      mealType: 'dinner',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toHaveProperty('calories');
    const future = await as(ben).post('/api/food-entries', {
      name: "Tomorrow's toast",
      calories: 100,
      protein: 3,
      carbs: 18,
      fat: 1,
      mealType: 'breakfast',
      loggedAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(future.status).toBe(400);

    const refused = (statement: () => Promise<unknown>) =>
      expect(statement()).rejects.toMatchObject({ code: '23514' });
    const insert = (column: string, value: number) =>
      api.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: ben.user.id, role: 'authenticated' })}, true)`;
        await tx`set local role authenticated`;
        await tx`insert into public.food_entry (user_id, name, ${tx(column)}) values (${ben.user.id}, 'x', ${value})`;
      });
    await refused(() => insert('sodium', 50_001));
    await refused(() => insert('protein', 2001));
    await refused(() => insert('grams', 5001));
    await refused(
      () => api.sql`insert into public.food_barcode (code, found) values ('3017620422004', false)`,
    );
    // A member's own food for a code: the check digit holds as the member too.
    const rememberCode = (code: string) =>
      api.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: ana.user.id, role: 'authenticated' })}, true)`;
        await tx`set local role authenticated`;
        await tx`insert into public.custom_food (user_id, name, barcode) values (${ana.user.id}, ${`Code ${code}`}, ${code})`;
      });
    await refused(() => rememberCode('96385075'));
    await expect(rememberCode('96385074')).resolves.toBeUndefined();
    await api.sql`delete from public.custom_food where user_id = ${ana.user.id}`;
  });

  it("answers 404 for another member's entry, and deletes one's own", async () => {
    const [mine] = (await as(ben).get<FoodDay>('/api/food-entries')).body.entries;
    if (!mine) throw new Error('ben logged food above');
    expect((await as(ana).patch(`/api/food-entries/${mine.id}`, { grams: 10 })).status).toBe(404);
    expect((await as(ana).remove(`/api/food-entries/${mine.id}`)).status).toBe(404);
    expect((await as(ana).get<FoodDay>(`/api/food-entries?date=${today()}`)).body.entries).toEqual([]);
    expect((await as(ben).remove(`/api/food-entries/${mine.id}`)).status).toBe(204);
    expect((await as(ben).remove(`/api/food-entries/${mine.id}`)).status).toBe(404);
  });
});

describe('Premium: scanning and insights', () => {
  it('answers 402 to a member without Premium, and the database refuses a kept photo', async () => {
    expect((await as(ben).get(`/api/food-scan/barcode/${KNOWN_BARCODE}`)).status).toBe(402);
    expect((await scanPhoto(ben, photoForm(fixture('photo-with-exif.jpg')))).status).toBe(402);
    expect((await as(ben).get('/api/nutrition/insights?range=week')).status).toBe(402);
    await expect(
      api.sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: ben.user.id, role: 'authenticated' })}, true)`;
        await tx`set local role api_member`;
        await tx`insert into public.food_entry (user_id, name, image_url) values (${ben.user.id}, 'x', '/api/food-photos/x')`;
      }),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('[GET] /api/food-scan/barcode/:code - maps the product per 100 g and caches it', async () => {
    const scanned = await as(ana).get<ScannedProduct>(`/api/food-scan/barcode/${KNOWN_BARCODE}`);
    expect(scanned.status).toBe(200);
    expect(scanned.body).toMatchObject({
      source: 'database',
      name: 'Hazelnut cocoa spread',
      brand: 'Ferrero',
      servingGrams: 15,
      per100g: {
        calories: 539,
        protein: 6.3,
        carbs: 57.5,
        fat: 30.9,
        sugar: 56.3,
        sodium: 42.8,
        fiber: null,
      },
      serving: { calories: 81 },
    });
    await as(ana).get(`/api/food-scan/barcode/${KNOWN_BARCODE}`);
    expect(services.lookups.filter((code) => code === KNOWN_BARCODE)).toHaveLength(1);
    expect((await as(ana).get('/api/food-scan/barcode/3017620422004')).status).toBe(400);
  });

  it('an unknown code is entered by hand and remembered for that member and code', async () => {
    const code = '96385074';
    const unknown = await as(ana).get(`/api/food-scan/barcode/${code}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('barcode_not_found');
    const saved = await as(ana).post('/api/food-entries', {
      name: 'Corner shop granola bar',
      calories: 190,
      protein: 4,
      carbs: 27,
      fat: 7,
      mealType: 'snack',
      barcode: code,
    });
    expect(saved.status).toBe(201);
    const again = await as(ana).get<ScannedProduct>(`/api/food-scan/barcode/${code}`);
    expect(again.body).toMatchObject({
      source: 'mine',
      name: 'Corner shop granola bar',
      serving: { calories: 190 },
    });
  });

  it('[POST] /api/food-scan/photo - sends the photo without EXIF, answers the items, stores no entry', async () => {
    services.visionMode = 'good';
    const scan = await scanPhoto(ana, photoForm(fixture('photo-with-exif.jpg')));
    expect(scan.status).toBe(200);
    expect(scan.body.items).toEqual(GOOD_ITEMS);
    expect(scan.body.problem).toBeNull();
    expect(services.lastVisionRequest?.authorization).toBe('Bearer stand-in-key');
    const before = (await as(ana).get<FoodDay>('/api/food-entries')).body.entries.length;
    expect(before).toBe(1);

    const photo = await api.app.request(scan.body.imageUrl, {
      headers: { Authorization: `Bearer ${ana.token}` },
    });
    expect(photo.status).toBe(200);
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(Buffer.from(bytes).includes('Exif')).toBe(false);
    expect(fixture('photo-with-exif.jpg').includes('Exif')).toBe(true);
    const sent = JSON.stringify(services.lastVisionRequest?.body);
    expect(sent).toContain(`data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`);
    const other = await api.app.request(scan.body.imageUrl, {
      headers: { Authorization: `Bearer ${ben.token}` },
    });
    expect(other.status).toBe(404);

    const [item] = GOOD_ITEMS;
    if (!item) throw new Error('the stand-in lists items');
    const saved = await as(ana).post<FoodEntry>('/api/food-entries', {
      name: item.name,
      calories: item.calories,
      protein: item.protein,
      carbs: item.carbs,
      fat: item.fat,
      grams: item.grams,
      confidence: item.confidence,
      imageUrl: scan.body.imageUrl,
      mealType: 'dinner',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ imageUrl: scan.body.imageUrl, confidence: 0.91 });
    const stolen = await as(ana).post('/api/food-entries', {
      ...saved.body,
      id: undefined,
      date: undefined,
      loggedAt: undefined,
      foodItemId: undefined,
      servingSize: undefined,
      imageUrl: `/api/food-photos/${ben.user.id}/x.jpg`,
    });
    expect(stolen.status).toBe(400);
  });

  it.each([
    ['bad-json', 'malformed', []],
    ['absurd', 'absurd', [expect.objectContaining({ name: 'Lasagne', grams: 400, calories: null })]],
    ['slow', 'timeout', []],
  ] as const)(
    'a model answering %s gives a clear message and what could be read',
    async (mode, problem, items) => {
      services.visionMode = mode;
      const scan = await scanPhoto(ana, photoForm(fixture('photo-with-text.png'), 'plate.png', 'image/png'));
      expect(scan.status).toBe(200);
      expect(scan.body.problem?.code).toBe(problem);
      expect(scan.body.problem?.message).toMatch(/\w+/);
      expect(scan.body.items).toEqual(items);
    },
  );

  it('refuses what is not a JPEG, PNG or WebP photo, and more than 5 MB', async () => {
    expect((await scanPhoto(ana, photoForm(fixture('drawing.svg'), 'a.jpg'))).status).toBe(415);
    expect(
      (await scanPhoto(ana, photoForm(fixture('photo-with-comment.gif'), 'a.gif', 'image/gif'))).status,
    ).toBe(415);
    expect((await scanPhoto(ana, photoForm(fixture('photo-truncated.jpg')))).status).toBe(422);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await scanPhoto(ana, photoForm(big))).status).toBe(413);
  });

  it('limits photo scans to 30 a day per member', async () => {
    const member = await api.signUp();
    await api.sql`
      insert into private.rate_limit_hit (bucket, key_hash)
      select 'food_photo_scan', encode(sha256(convert_to(${member.user.id}, 'UTF8')), 'hex')
      from generate_series(1, 30)`;
    const refused = await scanPhoto(member, photoForm(fixture('photo-with-exif.jpg')));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
  });

  it('[GET] /api/nutrition/insights - averages, split, days on target, guidelines, top foods', async () => {
    const week = await as(ana).get<NutritionInsights>('/api/nutrition/insights?range=week');
    expect(week.status).toBe(200);
    expect(week.body.days).toHaveLength(7);
    expect(week.body.to).toBe(today());
    expect(week.body.daysLogged).toBe(1);
    expect(week.body.averages.calories).toBe(190 + 310);
    expect(week.body.topFoods[0]).toEqual({ name: 'Grilled salmon', calories: 310, entries: 1 });
    expect(week.body.guidelines.map((rule) => rule.nutrient)).toEqual(['fiber', 'sugar', 'sodium']);
    expect(week.body.macroSplit.protein + week.body.macroSplit.carbs + week.body.macroSplit.fat).toBe(100);
    const month = await as(ana).get<NutritionInsights>('/api/nutrition/insights?range=month');
    expect(month.body.days).toHaveLength(30);
  });

  it('sweeps photos scanned a day ago and never saved with an entry, keeping the saved one', async () => {
    await api.sql`update storage.objects set created_at = now() - interval '25 hours' where bucket_id = 'food-photos'`;
    const kept = await api.sql<{ image_url: string }[]>`
      select image_url from public.food_entry where image_url is not null`;
    const before = await api.sql<
      { name: string }[]
    >`select name from storage.objects where bucket_id = 'food-photos'`;
    expect(kept).toHaveLength(1);
    expect(before.length).toBeGreaterThan(1);
    const { removed } = await sweepUnsavedFoodPhotos(api.sql, api.storage);
    expect(removed).toBe(before.length - 1);
    const after = await api.sql<
      { name: string }[]
    >`select name from storage.objects where bucket_id = 'food-photos'`;
    expect(after.map((photo) => `/api/food-photos/${photo.name}`)).toEqual([kept[0]?.image_url]);
  });

  it('answers that the installation has no food recognition when no model is configured', async () => {
    const bare = await createTestApi();
    try {
      const member = await bare.signUp();
      const options = await bare.call<{ photoRecognition: boolean }>('GET', '/api/food-scan/options', {
        token: member.token,
      });
      expect(options.body).toEqual({ photoRecognition: false });
      const form = photoForm(fixture('photo-with-exif.jpg'));
      const scan = await bare.call<ErrorBody>('POST', '/api/food-scan/photo', { token: member.token, form });
      expect(scan.status).toBe(503);
      expect(scan.body.message).toContain('no food recognition');
    } finally {
      await bare.close();
    }
  });
});
