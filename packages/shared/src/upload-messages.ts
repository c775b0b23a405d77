import { PHOTO_CHECK_MESSAGES } from './photo-check.ts';

/** The codes an upload is refused with (the `error` of the error body); the web picks its text by code. */
export const UPLOAD_ERROR_CODES = {
  missingFields: 'MISSING_FIELDS',
  emptyFile: 'EMPTY_FILE',
  dailyLimit: 'UPLOAD_LIMIT',
  photoBlocked: 'PHOTO_BLOCKED',
  photoWarnings: 'PHOTO_WARNINGS',
} as const;

/** The upload texts of SPEC.md section 8, shown by the form and sent by the server. */
export const UPLOAD_MESSAGES = {
  missingFields: 'Please upload a file and choose a style.',
  emptyFile: 'This file is empty. Please choose a photo of your bike.',
  failed: 'Upload failed. Please try again.',
  dailyLimit: "You've reached your daily upload limit.",
  imagesOnly: 'Only image files can be uploaded.',
  signedOut: 'Your session has ended. Please log in again to upload.',
  acceptWarnings: PHOTO_CHECK_MESSAGES.warningsNotAccepted,
} as const;
