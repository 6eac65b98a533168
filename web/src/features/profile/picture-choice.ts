/** The browser-side checks of a picked profile picture. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export type PictureProblem = { title: string; description: string };

export function checkPickedPicture(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!file.type.startsWith('image/')) {
    return { title: 'Invalid File Type', description: 'Please select an image file (PNG, JPG, GIF, etc.).' };
  }
  if (file.size > MAX_PICTURE_BYTES) {
    return { title: 'File Too Large', description: 'Please select an image smaller than 5MB.' };
  }
  return null;
}
