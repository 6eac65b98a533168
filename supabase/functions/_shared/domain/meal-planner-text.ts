import type { Allergen, Diet } from '../contract/food-items.ts';

/**
 * Free-text allergies, dietary restrictions and preferences (comma-separated lists typed by the
 * member) mapped to the planner's tags. Nothing typed is silently ignored:
 * - a word that names an allergen or a diet becomes that tag;
 * - otherwise, text that names foods of the catalogue excludes exactly those foods (allergies and
 *   restrictions) or favours them (preferences), and the plan says which;
 * - allergy or restriction text that matches neither is refused: the API answers 400 listing what
 *   it understands, so a member never gets a plan that quietly overlooked an allergy.
 */

export interface NamedFood {
  id: string;
  name: string;
  /** Extra text searched for name matches (the USDA description). */
  searchText: string;
  origin: string;
}

/** Words for each allergen; a match anywhere in the text (as a whole word) maps to the tag. */
const ALLERGEN_WORDS: Record<Allergen, readonly string[]> = {
  milk: ['milk', 'dairy', 'lactose', 'casein', 'whey', 'cheese', 'butter', 'yogurt', 'yoghurt', 'cream'],
  egg: ['egg', 'eggs'],
  fish: [
    'fish',
    'finfish',
    'salmon',
    'cod',
    'tuna',
    'trout',
    'tilapia',
    'halibut',
    'mackerel',
    'sardine',
    'sardines',
  ],
  shellfish: [
    'shellfish',
    'crustacean',
    'crustaceans',
    'shrimp',
    'prawn',
    'prawns',
    'crab',
    'lobster',
    'crayfish',
    'mollusc',
    'molluscs',
    'mollusk',
    'mollusks',
    'clam',
    'clams',
    'oyster',
    'oysters',
    'mussel',
    'mussels',
    'scallop',
    'scallops',
  ],
  tree_nuts: [
    'tree nut',
    'tree nuts',
    'treenut',
    'treenuts',
    'nut',
    'nuts',
    'almond',
    'almonds',
    'walnut',
    'walnuts',
    'cashew',
    'cashews',
    'pecan',
    'pecans',
    'pistachio',
    'pistachios',
    'hazelnut',
    'hazelnuts',
    'macadamia',
    'brazil nut',
    'brazil nuts',
    'coconut',
  ],
  peanuts: ['peanut', 'peanuts', 'groundnut', 'groundnuts', 'nut', 'nuts'],
  gluten: ['gluten', 'wheat', 'celiac', 'coeliac', 'barley', 'rye', 'spelt', 'oat', 'oats'],
  soy: ['soy', 'soya', 'soybean', 'soybeans', 'tofu', 'edamame', 'tempeh'],
  sesame: ['sesame', 'tahini'],
};

const DIET_WORDS: Record<Diet, readonly string[]> = {
  vegetarian: ['vegetarian', 'veggie', 'lacto ovo', 'ovo lacto'],
  vegan: ['vegan', 'plant based', 'plantbased'],
  pescatarian: ['pescatarian', 'pescetarian', 'no meat', 'meat free', 'meatless'],
  gluten_free: ['gluten free', 'no gluten', 'celiac', 'coeliac', 'wheat free', 'no wheat'],
  dairy_free: [
    'dairy free',
    'no dairy',
    'lactose free',
    'lactose intolerant',
    'lactose intolerance',
    'no lactose',
  ],
};

/** Lower case, accents and punctuation gone, one space between words. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words that carry no meaning of their own in "allergic to peanuts", "no pork please". */
const FILLER = new Set([
  'allergy',
  'allergies',
  'allergic',
  'to',
  'intolerance',
  'intolerant',
  'sensitivity',
  'sensitive',
  'avoid',
  'no',
  'free',
  'without',
  'please',
  'diet',
  'i',
  'am',
  'im',
  'and',
  'or',
  'any',
  'all',
]);

const hasPhrase = (normalized: string, phrase: string) => ` ${normalized} `.includes(` ${phrase} `);

const singular = (word: string) =>
  word.length > 3 && word.endsWith('es') && /(ch|sh|ss|x|o)es$/.test(word)
    ? word.slice(0, -2)
    : word.length > 3 && word.endsWith('s') && !word.endsWith('ss')
      ? word.slice(0, -1)
      : word;

/** The meaningful words of a text, singular. */
function keywords(normalized: string): string[] {
  return normalized
    .split(' ')
    .filter((word) => word !== '' && !FILLER.has(word))
    .map(singular);
}

/** Foods whose name or USDA description contains every keyword of the text (as words). */
export function foodsNamedBy(text: string, foods: readonly NamedFood[]): NamedFood[] {
  const words = keywords(normalizeText(text));
  if (words.length === 0) return [];
  return foods.filter((food) => {
    const haystack = new Set(normalizeText(`${food.name} ${food.searchText}`).split(' ').map(singular));
    return words.every((word) => haystack.has(word));
  });
}

export interface NameMatch {
  /** What the member typed. */
  text: string;
  foodIds: string[];
  foodNames: string[];
}

export interface MappedRestrictions {
  allergens: Allergen[];
  diets: Diet[];
  /** Allergy or restriction text that named foods rather than a tag: those foods are excluded. */
  excludedByName: NameMatch[];
  /** Meat words ("no red meat", "no pork") exclude meat as a whole when no food name matches. */
  excludeMeat: boolean;
  /** Text that could be mapped to nothing; the API refuses the request when this is not empty. */
  unknownAllergies: string[];
  unknownRestrictions: string[];
}

export interface MappedPreferences {
  /** Preference text that named foods: treated as liked. */
  favoured: NameMatch[];
  /** Preference text that named nothing: reported on the plan, never silently dropped. */
  unused: string[];
}

const MEAT_WORDS = ['meat', 'red meat', 'pork', 'beef', 'lamb', 'poultry', 'chicken', 'turkey'];

function allergensIn(normalized: string): Allergen[] {
  // "tree nuts" names tree nuts only; a bare "nuts" names both tree nuts and peanuts.
  const withoutTreeNuts = normalized.replace(/\btree ?nuts?\b/g, ' ');
  return (Object.keys(ALLERGEN_WORDS) as Allergen[]).filter((allergen) =>
    ALLERGEN_WORDS[allergen].some((word) =>
      hasPhrase(allergen === 'peanuts' ? withoutTreeNuts : normalized, word),
    ),
  );
}

function dietsIn(normalized: string): Diet[] {
  return (Object.keys(DIET_WORDS) as Diet[]).filter((diet) =>
    DIET_WORDS[diet].some((word) => hasPhrase(normalized, word)),
  );
}

/** Maps the member's free text to allergen and diet tags, name matches and what is not understood. */
export function mapRestrictions(
  { allergies, restrictions }: { allergies: readonly string[]; restrictions: readonly string[] },
  foods: readonly NamedFood[],
): MappedRestrictions {
  const allergens = new Set<Allergen>();
  const diets = new Set<Diet>();
  const excludedByName: NameMatch[] = [];
  const unknownAllergies: string[] = [];
  const unknownRestrictions: string[] = [];
  let excludeMeat = false;

  const byName = (text: string) => {
    const matched = foodsNamedBy(text, foods);
    if (matched.length === 0) return false;
    excludedByName.push({
      text,
      foodIds: matched.map((food) => food.id),
      foodNames: matched.map((food) => food.name),
    });
    return true;
  };

  for (const text of allergies) {
    const normalized = normalizeText(text);
    if (normalized === '') continue;
    // "gluten-free" typed as an allergy still means gluten.
    const tags = allergensIn(normalized);
    for (const tag of tags) allergens.add(tag);
    if (tags.length > 0) continue;
    if (!byName(text)) unknownAllergies.push(text);
  }

  for (const text of restrictions) {
    const normalized = normalizeText(text);
    if (normalized === '') continue;
    const found = dietsIn(normalized);
    for (const diet of found) diets.add(diet);
    if (found.length > 0) continue;
    // "nut-free", "no eggs": an allergen named as a restriction.
    const tags = allergensIn(normalized);
    for (const tag of tags) allergens.add(tag);
    if (tags.length > 0) continue;
    if (byName(text)) continue;
    if (MEAT_WORDS.some((word) => hasPhrase(normalized, word))) {
      excludeMeat = true;
      continue;
    }
    unknownRestrictions.push(text);
  }

  return {
    allergens: [...allergens],
    diets: [...diets],
    excludedByName,
    excludeMeat,
    unknownAllergies,
    unknownRestrictions,
  };
}

/** Preferences name foods to favour ("salmon", "berries"); anything else is reported as unused. */
export function mapPreferences(
  preferences: readonly string[],
  foods: readonly NamedFood[],
): MappedPreferences {
  const favoured: NameMatch[] = [];
  const unused: string[] = [];
  for (const text of preferences) {
    if (normalizeText(text) === '') continue;
    const matched = foodsNamedBy(text, foods);
    if (matched.length === 0) unused.push(text);
    else
      favoured.push({
        text,
        foodIds: matched.map((food) => food.id),
        foodNames: matched.map((food) => food.name),
      });
  }
  return { favoured, unused };
}

/** What the API lists when it refuses text it cannot map. */
export const UNDERSTOOD_ALLERGY_WORDS = Object.values(ALLERGEN_WORDS)
  .flat()
  .filter((word, index, all) => all.indexOf(word) === index);
export const UNDERSTOOD_RESTRICTION_WORDS = Object.values(DIET_WORDS)
  .flat()
  .filter((word, index, all) => all.indexOf(word) === index);
