import { useMutation, useQueryClient } from '@tanstack/react-query';
import { styleSchema, type Render } from '@store/shared/renders';
import type { Style } from '@store/shared/styles';
import { ApiError } from '#web/lib/api-client.ts';
import { uploadAllowanceQueryKey } from './get-upload-allowance.ts';

export type UploadInput = { style: Style; photo: File };

/** The form's values as an upload, or null when the photo or the style is missing or not acceptable. */
export function parseUploadInput(values: { style: string; photo: File | null }): UploadInput | null {
  const style = styleSchema.safeParse(values.style);
  if (!style.success || !values.photo || !values.photo.type.startsWith('image/')) return null;
  return { style: style.data, photo: values.photo };
}

type SubmitUploadVariables = UploadInput & {
  /** The customer has read the photo check's warnings and sends the photo anyway. */
  acceptWarnings?: boolean;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/*
 * XMLHttpRequest rather than fetch: only it reports upload progress, and the form shows a
 * real progress bar while a large photo is sent.
 */
export function submitUpload({ style, photo, acceptWarnings = false, onProgress }: SubmitUploadVariables): Promise<{ render: Render }> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    // The server reads fields in order and needs them before it starts streaming the photo.
    body.append('style', style);
    if (acceptWarnings) body.append('acceptWarnings', 'true');
    body.append('photo', photo);

    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as { render: Render });
        return;
      }
      const error = (payload ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
      reject(new ApiError(request.status, error.error ?? 'HTTP_ERROR', error.message ?? '', error.fields ?? {}));
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', ''));
    request.onabort = () => reject(new ApiError(0, 'ABORTED', ''));
    request.send(body);
  });
}

/** Sends the photo; on success the allowance and the customer's render list are out of date. */
export function useSubmitUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUpload,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: uploadAllowanceQueryKey });
      // The dashboard keys its render list under 'renders'; features cannot share the key itself.
      void queryClient.invalidateQueries({ queryKey: ['renders'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UPLOAD_LIMIT') void queryClient.invalidateQueries({ queryKey: uploadAllowanceQueryKey });
    },
  });
}
