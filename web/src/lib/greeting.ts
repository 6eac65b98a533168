/** Good morning before 12:00, Good afternoon before 18:00, otherwise Good evening. */
export function greetingFor(now: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email?: string | null;
}

/** The full name when there is one, otherwise the e-mail, otherwise `fallback` (the profile dialog's "User"). */
export function displayNameOf(person: NamedPerson, fallback = ''): string {
  const fullName = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || person.email || fallback;
}

/** The streak: 0 shows "Start today!", 1 shows "1 day", otherwise "N days". */
export function streakLabel(days: number): string {
  if (days <= 0) return 'Start today!';
  if (days === 1) return '1 day';
  return `${days} days`;
}
