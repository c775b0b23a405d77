import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AspectRatio } from '@store/shared/catalog';
import { cropEditSchema } from '@store/shared/production';
import type { Crop } from '@store/shared/ratio-crops';
import { apiRoutes } from '@store/shared/api/routes';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type SaveCropInput = { versionId: string; ratio: AspectRatio; crop: Crop | null };

/** Saves staff's crop of one ratio (null: centred on the bike again); the server makes that ratio again in the background. */
export function saveCrop(renderId: string, { versionId, ratio, crop }: SaveCropInput) {
  return callApi(apiRoutes.production.recrop, { params: { id: renderId, versionId, ratio }, body: cropEditSchema.parse({ crop }) });
}

export function useSaveCrop(renderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCropInput) => saveCrop(renderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workbench(renderId) }),
  });
}
