import { z } from 'zod';
import { EMAIL_PICTURE_WIDTH } from '../email-pictures.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

/** The store's signature over the address (`email-picture-signature.ts`): only addresses the store wrote into an email answer. */
const signed = z.object({ s: z.string().max(64).default('') });
const picture = fileBody('The picture (binary)');

/**
 * The pictures emails show, for any mail client: no cookie needed, any origin may load them
 * (Cross-Origin-Resource-Policy: cross-origin), cached for a year (each address names content
 * that never changes). Decision 056.
 */
export const emailPictureEndpoints = {
  render: endpoint(apiRoutes.emailPictures.render, {
    summary: `A render version's watermarked preview in one ratio, ${EMAIL_PICTURE_WIDTH} px wide (JPEG), at a signed address`,
    tags: ['email'],
    params: z.object({ renderId: z.string().min(1).max(64), versionId: z.string().min(1).max(64), ratio: z.string().max(8) }),
    query: signed,
    responses: { 200: picture, ...errors(404) },
  }),
  photo: endpoint(apiRoutes.emailPictures.photo, {
    summary: `The customer's own photo of a render, ${EMAIL_PICTURE_WIDTH} px wide at most (JPEG), at a signed address`,
    tags: ['email'],
    params: z.object({ renderId: z.string().min(1).max(64) }),
    query: signed,
    responses: { 200: picture, ...errors(404) },
  }),
  giftCard: endpoint(apiRoutes.emailPictures.giftCard, {
    summary: 'A gift card of this amount drawn as a picture (PNG; never its code), at a signed address',
    tags: ['email'],
    params: z.object({ amountCents: z.string().max(8) }),
    query: signed,
    responses: { 200: picture, ...errors(404) },
  }),
};
