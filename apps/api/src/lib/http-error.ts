import { apiErrorTexts } from '@bonneroute/shared/texts';

/**
 * An error that reaches the client as `{"errors":[{"status","detail"}]}` with a French detail.
 * Services throw these; the error handler turns them into responses.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    readonly pointer?: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string, code?: string) => new HttpError(400, detail, code);
export const unauthenticated = (detail: string = apiErrorTexts.unauthenticated) =>
  new HttpError(401, detail, 'unauthenticated');
export const forbidden = (detail: string = apiErrorTexts.forbidden) =>
  new HttpError(403, detail, 'forbidden');
export const notFound = (detail: string = apiErrorTexts.notFound) =>
  new HttpError(404, detail, 'not_found');
export const conflict = (detail: string, code?: string) => new HttpError(409, detail, code);
export const unprocessable = (detail: string, pointer?: string, code?: string) =>
  new HttpError(422, detail, code, pointer);
