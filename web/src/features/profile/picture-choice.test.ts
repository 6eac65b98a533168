import { describe, expect, it } from 'vitest';
import { checkPickedPicture, MAX_PICTURE_BYTES } from './picture-choice.ts';

describe('checkPickedPicture', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkPickedPicture({ type: 'image/png', size: MAX_PICTURE_BYTES })).toBeNull();
  });
  it('refuses a file that is not an image', () => {
    expect(checkPickedPicture({ type: 'text/plain', size: 10 })?.title).toBe('Invalid File Type');
    expect(checkPickedPicture({ type: '', size: 10 })?.title).toBe('Invalid File Type');
  });
  it('refuses more than 5 MB', () => {
    expect(checkPickedPicture({ type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB.',
    });
  });
});
