import { PHOTO_CHECK_MESSAGES } from '@store/shared/photo-check';
import { ApiError } from '#web/lib/api-client.ts';

/** The upload texts of SPEC.md section 8. */
export const UPLOAD_MESSAGES = {
  missingFields: 'Please upload a file and choose a style.',
  failed: 'Upload failed. Please try again.',
  dailyLimit: "You've reached your daily upload limit.",
  imagesOnly: 'Only image files can be uploaded.',
  signedOut: 'Your session has ended. Please log in again to upload.',
  acceptWarnings: PHOTO_CHECK_MESSAGES.warningsNotAccepted,
} as const;

/** Statuses whose message the server writes for people: a bad or missing photo, a file too large, a photo the check refused or warned about, the daily limit. */
const READABLE_STATUSES = new Set([400, 413, 422, 429]);

/** What the form says when an upload fails. */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_MESSAGES.failed;
  if (error.status === 401) return UPLOAD_MESSAGES.signedOut;
  if (error.code === 'UPLOAD_LIMIT') return UPLOAD_MESSAGES.dailyLimit;
  if (READABLE_STATUSES.has(error.status) && error.message.trim()) return error.message;
  return UPLOAD_MESSAGES.failed;
}
