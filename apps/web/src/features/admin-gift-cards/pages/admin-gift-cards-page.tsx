import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { apiRoutes } from '@store/shared/api/routes';
import { Button, buttonClasses } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { SearchBox } from '#web/components/search-box.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useMayCall } from '#web/lib/permissions.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { GIFT_CARDS_CSV_URL } from '../api/export-gift-cards.ts';
import { useAdminGiftCards } from '../api/gift-cards.ts';
import { GiftCardList } from '../components/gift-card-list.tsx';

/** /admin/gift-cards: the owner finds a card by its code's end, its recipient or its buyer, sees its balance, and replaces a lost code. */
export default function AdminGiftCardsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const cards = useAdminGiftCards(search);
  const mayExport = useMayCall(apiRoutes.exports.giftCards);
  const onSearch = useCallback((next: string) => setParams(next ? { search: next } : {}, { replace: true }), [setParams]);

  if (cards.error instanceof ApiError && cards.error.status === 401)
    return <Navigate to={loginWithReturnTo(routes.adminGiftCards.href())} replace />;
  if (cards.error instanceof ApiError && cards.error.status === 403) return <Navigate to={routes.dashboard.href()} replace />;

  return (
    <>
      <PageMeta title="Gift Cards" />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex max-w-2xl flex-col gap-2">
            <h1 className="font-display text-3xl font-semibold tracking-wide">Gift Cards</h1>
            <p className="text-stone-300">
              Find a card by the last four characters of its code, its recipient or its buyer. Codes are never stored: when a recipient
              loses theirs, send them a new one.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchBox label="Gift cards" placeholder="Code ending, recipient or buyer" value={search} onSearch={onSearch} />
            {mayExport && (
              <a href={GIFT_CARDS_CSV_URL} download className={buttonClasses('secondary', 'shrink-0 text-sm')}>
                Export gift cards CSV
              </a>
            )}
          </div>
        </div>
        {cards.isPending && (
          <p role="status" className="text-stone-300">
            Loading gift cards...
          </p>
        )}
        {cards.isError && !(cards.error instanceof ApiError && cards.error.status < 500) && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-200">
            <p>Could not load the gift cards.</p>
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void cards.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {cards.data && cards.data.giftCards.length === 0 && (
          <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center text-stone-300">
            {search ? `No gift card matches "${search}".` : 'No gift cards sold yet.'}
          </p>
        )}
        {cards.data && cards.data.giftCards.length > 0 && <GiftCardList cards={cards.data.giftCards} />}
      </div>
    </>
  );
}
