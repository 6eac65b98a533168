/** "Nov 23" for a local calendar day written yyyy-MM-dd. */
export const shortDayLabel = (day: string) =>
  new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
