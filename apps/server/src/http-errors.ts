/** The one JSON error body every API error uses: a stable code, a message a person can read, and optional per-field messages. */
export type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}
