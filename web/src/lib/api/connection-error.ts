/**
 * A call that never reached the server: the device has no connection, or the server cannot be
 * reached. Unlike an HttpError it says nothing about the member or the session, so nothing signs
 * anyone out for it; the offline layer shows what the device last saw instead.
 */
export class ConnectionError extends Error {
  constructor(options?: ErrorOptions) {
    super('No connection: this needs a connection to load.', options);
    this.name = 'ConnectionError';
  }
}

export const isConnectionError = (error: unknown): error is ConnectionError =>
  error instanceof ConnectionError;
