import type { RecognizedItem } from '../contract/nutrition.ts';
import { withSlash } from './food-database.ts';

/** Why a recognition gave less than a clean list: each becomes a sentence and the manual form. */
export type RecognitionProblem = 'timeout' | 'malformed' | 'absurd' | 'unavailable';

export interface Recognition {
  items: RecognizedItem[];
  problem: RecognitionProblem | null;
}

/** Names the foods on a photo with their grams and nutrients. */
export interface FoodRecognizer {
  recognize(photo: { bytes: Uint8Array; contentType: string }): Promise<Recognition>;
}

/** One item over this is not a portion anyone eats: the model misread the photo. */
export const ABSURD_ITEM_KCAL = 5000;
const MAX_ITEMS = 20;

const INSTRUCTIONS = [
  'You are a nutrition assistant. Identify each food on the photo and estimate the portion.',
  'Answer with a JSON object only, of the form',
  '{ "items": [{ "name": string, "grams": number, "calories": number, "protein": number, "carbs": number, "fat": number, "confidence": number }] }',
  'where grams is the portion weight, calories in kcal, protein, carbs and fat in grams for that portion,',
  'and confidence between 0 and 1. An empty list when there is no food.',
].join(' ');

const numberOrNull = (value: unknown, max: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max
    ? Math.round(value * 100) / 100
    : null;

/**
 * What can be read of the model's answer. A clean answer gives every item whole; otherwise the
 * items keep what was sensible (a name at least) and the problem says what went wrong:
 * `malformed` when the text is not the asked-for JSON, `absurd` when an item claims more than
 * 5,000 kcal or a value out of range (that value is dropped, for the member to fill in).
 */
export function readRecognition(content: string): Recognition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripFence(content));
  } catch {
    return { items: [], problem: 'malformed' };
  }
  const list = parsed && typeof parsed === 'object' ? (parsed as { items?: unknown }).items : undefined;
  if (!Array.isArray(list)) return { items: [], problem: 'malformed' };
  let problem: RecognitionProblem | null = null;
  const items: RecognizedItem[] = [];
  for (const raw of list.slice(0, MAX_ITEMS)) {
    if (!raw || typeof raw !== 'object') {
      problem ??= 'malformed';
      continue;
    }
    const item = raw as Record<string, unknown>;
    const name = typeof item.name === 'string' ? singleLine(item.name).trim().slice(0, 200) : '';
    if (!name) {
      problem ??= 'malformed';
      continue;
    }
    const read = {
      name,
      grams: numberOrNull(item.grams, 5000),
      calories: numberOrNull(item.calories, ABSURD_ITEM_KCAL),
      protein: numberOrNull(item.protein, 2000),
      carbs: numberOrNull(item.carbs, 2000),
      fat: numberOrNull(item.fat, 2000),
      confidence: numberOrNull(item.confidence, 1),
    };
    if (read.calories !== null) read.calories = Math.round(read.calories);
    const given = ['grams', 'calories', 'protein', 'carbs', 'fat'] as const;
    if (given.some((key) => typeof item[key] === 'number' && read[key] === null)) problem = 'absurd';
    else if (given.some((key) => read[key] === null)) problem ??= 'malformed';
    items.push(read);
  }
  return { items, problem };
}

/** Control characters (a model's stray line breaks) become spaces: a name is one line. */
function singleLine(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : character;
  }
  return out;
}

/** Some models wrap JSON in a Markdown fence even when asked not to. */
function stripFence(content: string): string {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(trimmed);
  return fenced?.[1] ?? trimmed;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.length; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

/**
 * A vision model behind the OpenAI-compatible chat completions API (OpenAI, a local server, any
 * gateway): `POST <VISION_API_URL>/chat/completions` with the photo as a data URL, asking for the
 * JSON object above. The answer is given up after `timeoutMs` (10 s unless configured).
 */
export class OpenAiCompatibleRecognizer implements FoodRecognizer {
  constructor(
    private readonly settings: { apiUrl: URL; apiKey: string | undefined; model: string; timeoutMs: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async recognize(photo: { bytes: Uint8Array; contentType: string }): Promise<Recognition> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.settings.apiKey) headers.Authorization = `Bearer ${this.settings.apiKey}`;
    const body = JSON.stringify({
      model: this.settings.model,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What food is on this photo?' },
            {
              type: 'image_url',
              image_url: { url: `data:${photo.contentType};base64,${base64(photo.bytes)}` },
            },
          ],
        },
      ],
    });
    let content: unknown;
    try {
      const response = await this.fetchImpl(new URL('chat/completions', withSlash(this.settings.apiUrl)), {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { items: [], problem: 'unavailable' };
      }
      const answer = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      content = answer.choices?.[0]?.message?.content;
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        return { items: [], problem: 'timeout' };
      }
      if (error instanceof SyntaxError) return { items: [], problem: 'malformed' };
      return { items: [], problem: 'unavailable' };
    }
    if (typeof content !== 'string') return { items: [], problem: 'malformed' };
    return readRecognition(content);
  }
}
