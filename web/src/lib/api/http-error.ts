import type { ErrorBody } from '@contract/errors.ts';

/**
 * A non-success answer. Its message is `STATUS: body text` (the status text when the body is
 * empty); `serverMessage` and `fields` are read from the API's error body so forms can show the
 * sentence meant for people and put each field's message under its input.
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }

  get body(): Partial<ErrorBody> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ErrorBody>) : undefined;
    } catch {
      return undefined;
    }
  }

  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  }

  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

/** The message a toast shows for a failed call: the server's sentence, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;
}
