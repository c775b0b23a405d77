import { z } from 'zod';
import { CONSENT_SOURCES } from '../gallery.ts';
import { galleryCandidateSchema, galleryConsentSchema, galleryEntrySchema } from '../gallery-schemas.ts';
import { apiRoutes } from './routes.ts';
import { endpoint, errors, fileBody } from './endpoint.ts';

const renderParams = z.object({ renderId: z.string().min(1).max(100) });
const htmlPage = z.string().describe('HTML page');

export const galleryEndpoints = {
  entries: endpoint(apiRoutes.gallery.entries, {
    summary: "Real work in the public gallery, newest first: each customer's photo beside the watermarked render",
    tags: ['gallery'],
    responses: { 200: z.object({ entries: z.array(galleryEntrySchema) }) },
  }),
  photo: endpoint(apiRoutes.gallery.photo, {
    summary: "The web-size copy of a gallery entry's photo (no metadata); only while it is in the gallery",
    tags: ['gallery'],
    params: renderParams,
    responses: { 200: fileBody('WebP image'), ...errors(404) },
  }),
  myConsents: endpoint(apiRoutes.gallery.myConsents, {
    summary: "The signed-in customer's gallery answers, per render",
    tags: ['gallery'],
    responses: { 200: z.object({ consents: z.array(galleryConsentSchema) }), ...errors(401) },
  }),
  setConsent: endpoint(apiRoutes.gallery.setConsent, {
    summary: 'Give or withdraw consent to show a render in the gallery; withdrawing removes it from the gallery at once',
    tags: ['gallery'],
    params: renderParams,
    body: z.object({ consented: z.boolean(), source: z.enum(CONSENT_SOURCES).default('dashboard') }),
    responses: { 200: galleryConsentSchema, ...errors(400, 401, 403, 404) },
  }),
  /**
   * The link in delivery emails: opens in a mail client, so it answers a plain page, not the app. It
   * only asks: mail scanners and link previews fetch links, and consent is the person's own click.
   */
  consentByEmail: endpoint(apiRoutes.gallery.consentByEmail, {
    summary: 'The signed link in a delivery email: a plain page asking for consent, which changes nothing by itself',
    tags: ['gallery', 'email'],
    query: z.object({ token: z.string().max(400).default('') }),
    responses: { 200: htmlPage, 400: htmlPage },
  }),
  confirmConsentByEmail: endpoint(apiRoutes.gallery.confirmConsentByEmail, {
    summary: "Give consent from the email link's page (a form post with the link's token); answers a plain confirmation page",
    tags: ['gallery', 'email'],
    body: z.object({ token: z.string().max(400).default('') }),
    responses: { 200: htmlPage, 400: htmlPage },
  }),
  candidates: endpoint(apiRoutes.gallery.candidates, {
    summary: 'Renders whose customers consented, with whether each is published and in the gallery (staff)',
    tags: ['admin'],
    responses: { 200: z.object({ candidates: z.array(galleryCandidateSchema) }), ...errors(401, 403) },
  }),
  add: endpoint(apiRoutes.gallery.add, {
    summary: 'Put a consented, published render in the public gallery (staff)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: galleryCandidateSchema, ...errors(401, 403, 404, 409) },
  }),
  remove: endpoint(apiRoutes.gallery.remove, {
    summary: 'Take a render out of the public gallery (staff)',
    tags: ['admin'],
    params: renderParams,
    responses: { 200: galleryCandidateSchema, ...errors(401, 403, 404) },
  }),
};
