import { useMutation, useQueryClient } from '@tanstack/react-query';
import { styleSchema, type Render } from '@store/shared/renders';
import type { Style } from '@store/shared/styles';
import { UPLOAD_ERROR_CODES } from '@store/shared/upload-messages';
import { apiRoutes } from '@store/shared/api/routes';
import { ApiError, callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

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
  /** The customer's bike among those the photo check found, when it offered a choice. */
  bike?: number | null;
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export function submitUpload({
  style,
  photo,
  acceptWarnings = false,
  bike = null,
  onProgress,
}: SubmitUploadVariables): Promise<{ render: Render }> {
  const body = new FormData();
  // The server reads fields in order and needs them before it starts streaming the photo.
  body.append('style', style);
  if (acceptWarnings) body.append('acceptWarnings', 'true');
  if (bike !== null) body.append('bike', String(bike));
  body.append('photo', photo);
  return callApi(apiRoutes.uploads.upload, { body, onUploadProgress: (fraction) => onProgress?.(fraction) });
}

/** Sends the photo; on success the allowance and the customer's render list are out of date. */
export function useSubmitUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitUpload,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.uploadAllowance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.renders });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.dailyLimit)
        void queryClient.invalidateQueries({ queryKey: queryKeys.uploadAllowance });
    },
  });
}
