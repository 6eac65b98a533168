import { describe, expect, it } from 'vitest';
import { HttpError, messageOf } from './http-error.ts';

describe('HttpError', () => {
  it('reads "STATUS: body", and the status text when the body is empty', () => {
    expect(new HttpError(409, '{"message":"taken"}', 'Conflict').message).toBe('409: {"message":"taken"}');
    expect(new HttpError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('exposes the server sentence and field messages for forms and toasts', () => {
    const error = new HttpError(
      409,
      JSON.stringify({
        error: 'username_taken',
        message: 'Username is already taken',
        fields: { username: 'x' },
      }),
      'Conflict',
    );
    expect(error.serverMessage).toBe('Username is already taken');
    expect(error.fields).toEqual({ username: 'x' });
    expect(messageOf(error, 'fallback')).toBe('Username is already taken');
    expect(messageOf(new HttpError(500, 'oops', ''), 'fallback')).toBe('fallback');
    expect(messageOf(new TypeError('network'), 'fallback')).toBe('fallback');
  });
});
