import { consistencyLabel } from '@contract/progress.ts';
import { describe, expect, it } from 'vitest';

describe('consistencyLabel (80 Excellent, 60 Good, 40 Fair, else Needs Work)', () => {
  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79, 'Good'],
    [60, 'Good'],
    [59, 'Fair'],
    [40, 'Fair'],
    [39, 'Needs Work'],
    [0, 'Needs Work'],
  ])('%i%% reads %s', (percentage, label) => expect(consistencyLabel(percentage)).toBe(label));
});
