/** An error that becomes an HTTP reply: `{ error: message, ...extra }` with the status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message: string, extra?: Record<string, unknown>) => new HttpError(403, message, extra);
export const notFound = (message: string, extra?: Record<string, unknown>) => new HttpError(404, message, extra);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
