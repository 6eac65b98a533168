import { describe, expect, it } from 'vitest';
import { displayNameOf, greetingFor, streakLabel } from './greeting.ts';

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);

describe('greetingFor', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 59, 'Good afternoon'],
    [18, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('at %i:%i says %s', (hour, minute, expected) => {
    expect(greetingFor(at(hour, minute))).toBe(expected);
  });
});

describe('displayNameOf', () => {
  it('uses the full name', () => {
    expect(displayNameOf({ firstName: 'Maya', lastName: 'Okafor', email: 'm@example.com' })).toBe(
      'Maya Okafor',
    );
  });
  it('uses whichever name exists', () => {
    expect(displayNameOf({ firstName: null, lastName: 'Okafor', email: 'm@example.com' })).toBe('Okafor');
  });
  it('falls back to the e-mail, then to the fallback', () => {
    expect(displayNameOf({ firstName: ' ', lastName: null, email: 'm@example.com' })).toBe('m@example.com');
    expect(displayNameOf({ firstName: null, lastName: null, email: '' }, 'User')).toBe('User');
  });
});

describe('streakLabel', () => {
  it.each([
    [0, 'Start today!'],
    [1, '1 day'],
    [2, '2 days'],
    [30, '30 days'],
  ])('%i reads %s', (days, expected) => {
    expect(streakLabel(days)).toBe(expected);
  });
});
