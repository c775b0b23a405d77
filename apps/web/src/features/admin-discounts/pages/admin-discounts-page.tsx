import { Navigate } from 'react-router';
import { Button } from '#web/components/button.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useDiscountCodes } from '../api/discounts.ts';
import { CreateDiscountForm } from '../components/create-discount-form.tsx';
import { DiscountCodeTable } from '../components/discount-code-table.tsx';

/** /admin/discounts: the codes customers can enter in the cart, with their uses; make one or end one. */
export default function AdminDiscountsPage() {
  const codes = useDiscountCodes();

  if (codes.error instanceof ApiError && codes.error.status === 401)
    return <Navigate to={loginWithReturnTo(routes.adminDiscounts.href())} replace />;
  if (codes.error instanceof ApiError && codes.error.status === 403) return <Navigate to={routes.dashboard.href()} replace />;

  return (
    <>
      <PageMeta title="Discounts" />
      <div className="flex flex-col gap-6">
        <h1 className="font-display text-3xl font-semibold tracking-wide">Discounts</h1>
        <CreateDiscountForm />
        {codes.isPending && (
          <p role="status" className="text-stone-300">
            Loading codes...
          </p>
        )}
        {codes.isError && !(codes.error instanceof ApiError && codes.error.status < 500) && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-200">
            <p>Could not load the codes.</p>
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void codes.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {codes.data && codes.data.codes.length === 0 && (
          <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center text-stone-300">No discount codes yet.</p>
        )}
        {codes.data && codes.data.codes.length > 0 && <DiscountCodeTable codes={codes.data.codes} />}
      </div>
    </>
  );
}
