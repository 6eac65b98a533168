import type { NutritionSettings } from '../config.ts';
import { OpenFoodFactsDatabase } from './food-database.ts';
import { OpenAiCompatibleRecognizer } from './food-recognizer.ts';
import type { NutritionServices } from './routes.ts';

/** The adapters the settings name: Open Food Facts always, a vision model when one is configured. */
export function nutritionServices(settings: NutritionSettings): NutritionServices {
  return {
    foodDatabase: new OpenFoodFactsDatabase(settings.foodDatabaseUrl),
    foodRecognizer: settings.vision ? new OpenAiCompatibleRecognizer(settings.vision) : undefined,
  };
}
