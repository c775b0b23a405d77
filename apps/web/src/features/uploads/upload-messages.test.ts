import { describe, expect, it } from 'vitest';
import { PHOTO_CHECK_MESSAGES } from '@store/shared/photo-check';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@store/shared/upload-messages';
import { ApiError } from '#web/lib/api-client.ts';
import { PREVIEW_MESSAGES } from '@store/shared/style-previews';
import { previewNotice, uploadErrorMessage } from './upload-messages.ts';

describe('uploadErrorMessage', () => {
  it.each([
    [400, 'INVALID_IMAGE', 'That file is not a readable image.'],
    [400, 'MISSING_FIELDS', 'Please upload a file and choose a style.'],
    [413, 'FILE_TOO_LARGE', 'The photo is larger than 25 MB.'],
    [422, 'PHOTO_WARNINGS', PHOTO_CHECK_MESSAGES.warningsNotAccepted],
    [422, 'PHOTO_BLOCKED', 'This photo is too small to make a render from. Upload the original file.'],
  ])("shows the server's message for %i %s", (status, code, message) => {
    expect(uploadErrorMessage(new ApiError(status, code, message))).toBe(message);
  });

  it('shows the daily limit text for the limit refusal', () => {
    expect(uploadErrorMessage(new ApiError(429, 'UPLOAD_LIMIT', ''))).toBe(UPLOAD_MESSAGES.dailyLimit);
  });

  it.each([
    [UPLOAD_ERROR_CODES.missingFields, UPLOAD_MESSAGES.missingFields],
    [UPLOAD_ERROR_CODES.emptyFile, UPLOAD_MESSAGES.emptyFile],
    [UPLOAD_ERROR_CODES.photoWarnings, UPLOAD_MESSAGES.acceptWarnings],
  ])('words the %s refusal by its code, whatever text comes with it', (code, text) => {
    expect(uploadErrorMessage(new ApiError(400, code, 'Something else'))).toBe(text);
  });

  it('asks to log in again when the session has ended', () => {
    expect(uploadErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'Sign in first.'))).toBe(UPLOAD_MESSAGES.signedOut);
  });

  it.each([
    ['a server error', new ApiError(500, 'INTERNAL', 'Boom')],
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', '')],
    ['a refusal without a message', new ApiError(413, 'HTTP_ERROR', '')],
    ['anything else', new Error('odd')],
  ])('falls back to the generic text for %s', (_, error) => {
    expect(uploadErrorMessage(error)).toBe(UPLOAD_MESSAGES.failed);
  });
});

describe('previewNotice', () => {
  it('says why there are no sketches when the server refused with a known reason', () => {
    expect(previewNotice(new ApiError(429, 'PREVIEW_LIMIT', 'x'))).toBe(PREVIEW_MESSAGES.limit);
    expect(previewNotice(new ApiError(404, 'PREVIEWS_OFF', 'x'))).toBe(PREVIEW_MESSAGES.off);
    expect(previewNotice(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(PREVIEW_MESSAGES.notFound);
  });

  it('says nothing for other failures: the samples are choice enough', () => {
    expect(previewNotice(new ApiError(500, 'INTERNAL', 'boom'))).toBeNull();
    expect(previewNotice(new TypeError('Failed to fetch'))).toBeNull();
  });
});
