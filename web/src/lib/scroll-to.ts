/** The dashboard's and the Workouts page's logger section, the target of every Start Workout. */
export const WORKOUT_LOGGER_ID = 'workout-logger';

export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
