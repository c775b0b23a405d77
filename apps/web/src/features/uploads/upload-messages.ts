import { PREVIEW_ERROR_CODES, PREVIEW_MESSAGES } from '@store/shared/style-previews';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { ApiError } from '#web/lib/api-client.ts';

/** Refusals whose text is fixed, worded here by their code. */
const TEXT_BY_CODE: Readonly<Record<string, string>> = {
  [UPLOAD_ERROR_CODES.missingFields]: UPLOAD_MESSAGES.missingFields,
  [UPLOAD_ERROR_CODES.emptyFile]: UPLOAD_MESSAGES.emptyFile,
  [UPLOAD_ERROR_CODES.dailyLimit]: UPLOAD_MESSAGES.dailyLimit,
  [UPLOAD_ERROR_CODES.photoWarnings]: UPLOAD_MESSAGES.acceptWarnings,
};

/** Statuses whose message the server composes for people: an unreadable photo, a file over the size cap, what the photo check refused. */
const READABLE_STATUSES = new Set([400, 413, 422, 429]);

/** A refusal because the session ended: the form offers to log in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** What the form says when an upload fails. */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_MESSAGES.failed;
  if (error.status === 401) return UPLOAD_MESSAGES.signedOut;
  const fixedText = TEXT_BY_CODE[error.code];
  if (fixedText) return fixedText;
  if (READABLE_STATUSES.has(error.status) && error.message.trim()) return error.message;
  return UPLOAD_MESSAGES.failed;
}

const PREVIEW_NOTICE_BY_CODE: Readonly<Record<string, string>> = {
  [PREVIEW_ERROR_CODES.limit]: PREVIEW_MESSAGES.limit,
  [PREVIEW_ERROR_CODES.off]: PREVIEW_MESSAGES.off,
  [PREVIEW_ERROR_CODES.notFound]: PREVIEW_MESSAGES.notFound,
};

/** Why a photo has no style sketches, when the server said why; null: the samples stay without a word. */
export function previewNotice(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return PREVIEW_NOTICE_BY_CODE[error.code] ?? null;
}
