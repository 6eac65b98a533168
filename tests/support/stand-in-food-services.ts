import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** The one product the stand-in food database knows (as Open Food Facts' v2 API answers it). */
export const KNOWN_BARCODE = '3017620422003';
export const KNOWN_PRODUCT = {
  product_name: 'Hazelnut cocoa spread',
  brands: 'Ferrero,Nutella',
  serving_size: '15 g',
  serving_quantity: 15,
  nutriments: {
    'energy-kcal_100g': 539,
    proteins_100g: 6.3,
    carbohydrates_100g: 57.5,
    fat_100g: 30.9,
    sugars_100g: 56.3,
    salt_100g: 0.107,
  },
};

/** How the stand-in vision model answers the next photos. */
export type VisionMode = 'good' | 'bad-json' | 'absurd' | 'slow';

/** What a good answer lists: two items of a plate. */
export const GOOD_ITEMS = [
  { name: 'Grilled salmon', grams: 150, calories: 310, protein: 34, carbs: 0, fat: 19, confidence: 0.91 },
  { name: 'Steamed rice', grams: 180, calories: 234, protein: 4.8, carbs: 51, fat: 0.5, confidence: 0.84 },
];

export interface StandInFoodServices {
  /** Base URL for FOOD_DATABASE_URL. */
  foodDatabaseUrl: string;
  /** Base URL for VISION_API_URL (`.../v1`). */
  visionApiUrl: string;
  visionMode: VisionMode;
  /** The last chat completions request: its Authorization header and JSON body. */
  lastVisionRequest: { authorization: string | undefined; body: unknown } | undefined;
  /** Product lookups received, by code. */
  lookups: string[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const completion = (content: string) => ({
  id: 'chatcmpl-stand-in',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/**
 * Small stand-ins on 127.0.0.1 for the two outside services of the food log, so no test reaches
 * the internet: Open Food Facts' product API (one product, 404 for any other code) and an
 * OpenAI-compatible vision model whose answers the test picks (`visionMode`): good JSON, text
 * that is not JSON, an item of 9,000 kcal, or no answer in time.
 */
export async function startStandInFoodServices(port = 0): Promise<StandInFoodServices> {
  let base = '';
  const state: StandInFoodServices = {
    get foodDatabaseUrl() {
      return base;
    },
    get visionApiUrl() {
      return `${base}/v1`;
    },
    visionMode: 'good',
    lastVisionRequest: undefined,
    lookups: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const product = /^\/api\/v2\/product\/([0-9]+)\.json$/.exec(url.pathname);
    if (request.method === 'GET' && product?.[1]) {
      state.lookups.push(product[1]);
      if (product[1] === KNOWN_BARCODE) {
        json(200, {
          code: KNOWN_BARCODE,
          status: 1,
          status_verbose: 'product found',
          product: KNOWN_PRODUCT,
        });
      } else {
        json(404, { code: product[1], status: 0, status_verbose: 'product not found' });
      }
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/chat/completions') {
      const text = await readBody(request);
      state.lastVisionRequest = { authorization: request.headers.authorization, body: JSON.parse(text) };
      switch (state.visionMode) {
        case 'good':
          json(200, completion(JSON.stringify({ items: GOOD_ITEMS })));
          return;
        case 'bad-json':
          json(200, completion('I see salmon and rice, roughly 550 kcal in total.'));
          return;
        case 'absurd':
          json(
            200,
            completion(
              JSON.stringify({
                items: [
                  {
                    name: 'Lasagne',
                    grams: 400,
                    calories: 9000,
                    protein: 40,
                    carbs: 80,
                    fat: 30,
                    confidence: 0.6,
                  },
                ],
              }),
            ),
          );
          return;
        case 'slow':
          // Never answers: the adapter's timeout must end the wait.
          return;
      }
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

// Run as a script (the browser tests' second web server): STAND_IN_PORT, answers good JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const services = await startStandInFoodServices(Number(process.env.STAND_IN_PORT ?? 0));
  console.log(`Stand-in food services at ${services.foodDatabaseUrl}`);
  const stop = () => void services.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
