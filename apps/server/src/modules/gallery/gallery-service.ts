import { galleryEndpoints } from '@store/shared/api/gallery';
import { GALLERY_MESSAGES, type ConsentSource } from '@store/shared/gallery';
import type { GalleryCandidate, GalleryConsent, GalleryEntry } from '@store/shared/gallery-schemas';
import type { Transact } from '#server/db/transaction.ts';
import { HttpError } from '#server/http-errors.ts';
import type { StoredFile } from '#server/providers/storage/storage.ts';
import type { RenderService } from '../renders/render-service.ts';
import type { PublicView } from '../renders/render-views.ts';
import type { GalleryConsentLinks } from './gallery-consent-links.ts';
import type { ConsentRecord, GalleryRepository } from './gallery-repository.ts';

const NOT_FOUND = () => new HttpError(404, 'NOT_FOUND', 'Render not found.');

function toEntry(view: PublicView, addedAt: string): GalleryEntry | null {
  const { render } = view;
  const result = render.results[render.aspectRatio];
  if (!view.published || !result) return null;
  return {
    renderId: render.id,
    style: render.style,
    aspectRatio: render.aspectRatio,
    photoUrl: galleryEndpoints.photo.href({ params: { renderId: render.id } }),
    renderUrl: result.preview,
    smallRenderUrl: result.smallPreview ?? result.preview,
    width: result.width,
    height: result.height,
    addedAt,
  };
}

function toCandidate(consent: ConsentRecord, view: PublicView): GalleryCandidate {
  return {
    renderId: consent.renderId,
    style: view.render.style,
    customerName: view.customerName,
    consentedAt: consent.givenAt ?? '',
    published: view.published,
    inGallery: consent.inGallery,
    previewUrl: view.render.results[view.render.aspectRatio]?.smallPreview ?? null,
  };
}

type GalleryServiceDeps = {
  repository: GalleryRepository;
  renders: RenderService;
  transact: Transact;
  consentLinks: GalleryConsentLinks;
};

async function viewOf(deps: GalleryServiceDeps, renderId: string): Promise<PublicView> {
  const view = (await deps.renders.publicViews([renderId])).get(renderId);
  if (!view) throw NOT_FOUND();
  return view;
}

async function candidate(deps: GalleryServiceDeps, renderId: string): Promise<GalleryCandidate> {
  const consent = await deps.repository.consentOf(renderId);
  if (!consent) throw NOT_FOUND();
  return toCandidate(consent, await viewOf(deps, renderId));
}

/**
 * The public gallery of real work (decision 044): a render is shown only while its customer
 * consents, and withdrawing takes it out in the same transaction.
 */
export function createGalleryService(deps: GalleryServiceDeps) {
  const { repository, renders, transact } = deps;

  async function answer(renderId: string, userId: string, consented: boolean, source: ConsentSource): Promise<GalleryConsent> {
    return transact(async () => {
      await repository.answer(renderId, userId, consented, source);
      if (!consented) await repository.removeEntry(renderId);
      return { renderId, consented, inGallery: await repository.hasEntry(renderId) };
    });
  }

  return {
    consentLinks: deps.consentLinks,

    async entries(): Promise<GalleryEntry[]> {
      const listed = await repository.entries();
      const views = await renders.publicViews(listed.map((entry) => entry.renderId));
      return listed.flatMap(({ renderId, addedAt }) => {
        const view = views.get(renderId);
        const entry = view ? toEntry(view, addedAt) : null;
        return entry ? [entry] : [];
      });
    },

    async photo(renderId: string): Promise<StoredFile> {
      if (!(await repository.hasEntry(renderId))) throw new HttpError(404, 'NOT_FOUND', 'This render is not in the gallery.');
      return renders.galleryPhoto(renderId);
    },

    consentsOf: (userId: string) => repository.consentsOf(userId),

    async setConsent(renderId: string, userId: string, consented: boolean, source: ConsentSource): Promise<GalleryConsent> {
      const view = await viewOf(deps, renderId);
      if (view.userId !== userId) throw new HttpError(403, 'FORBIDDEN', 'This render belongs to another customer.');
      return answer(renderId, userId, consented, source);
    },

    /** Consent through an email's signed link; false when the link is not valid or its render is gone. */
    /** Whether an email's consent link names one of our renders: its page then asks the person. */
    async consentLinkValid(token: string): Promise<boolean> {
      const renderId = deps.consentLinks.renderOf(token);
      return renderId !== null && (await renders.publicViews([renderId])).has(renderId);
    },

    /** The person's own click on the link's page: only this changes consent. */
    async consentByEmail(token: string): Promise<boolean> {
      const renderId = deps.consentLinks.renderOf(token);
      if (!renderId) return false;
      const view = (await renders.publicViews([renderId])).get(renderId);
      if (!view) return false;
      await answer(renderId, view.userId, true, 'email');
      return true;
    },

    async candidates(): Promise<GalleryCandidate[]> {
      const consents = await repository.consented();
      const views = await renders.publicViews(consents.map((consent) => consent.renderId));
      return consents.flatMap((consent) => {
        const view = views.get(consent.renderId);
        return view ? [toCandidate(consent, view)] : [];
      });
    },

    async add(renderId: string, staffId: string): Promise<GalleryCandidate> {
      return transact(async () => {
        const view = await viewOf(deps, renderId);
        const consent = await repository.consentOf(renderId);
        if (!consent?.givenAt) throw new HttpError(409, 'NO_GALLERY_CONSENT', GALLERY_MESSAGES.noConsent);
        if (!view.published) throw new HttpError(409, 'NOT_PUBLISHED', GALLERY_MESSAGES.notPublished);
        await repository.addEntry(renderId, staffId);
        return candidate(deps, renderId);
      });
    },

    async remove(renderId: string): Promise<GalleryCandidate> {
      await repository.removeEntry(renderId);
      return candidate(deps, renderId);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
