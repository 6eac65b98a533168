import { describe, expect, it } from 'vitest';
import { badgeCount, confidenceBadgeClass, directionClass, trendClass } from './badges.ts';

describe('coach badges', () => {
  it('colours confidence by the 80 and 60 thresholds', () => {
    expect(confidenceBadgeClass(80)).toBe('badge-success');
    expect(confidenceBadgeClass(79)).toBe('badge-warning');
    expect(confidenceBadgeClass(60)).toBe('badge-warning');
    expect(confidenceBadgeClass(59)).toBe('badge-info');
  });
  it('shows harder red and easier green', () => {
    expect(directionClass(2, 3)).toBe('text-error');
    expect(directionClass(3, 2)).toBe('text-success');
  });
  it('caps the count at 9+', () => {
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(10)).toBe('9+');
  });
  it('colours the trend', () => {
    expect(trendClass('improving')).toBe('text-success');
    expect(trendClass('declining')).toBe('text-error');
    expect(trendClass('anything else')).toBe('text-warning');
  });
});
