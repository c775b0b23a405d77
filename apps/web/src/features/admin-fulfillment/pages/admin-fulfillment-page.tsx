import { useCallback, useId } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus, type PaymentStatus } from '@store/shared/orders';
import { Button } from '#web/components/button.tsx';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { loginWithReturnTo, routes } from '#web/config/paths.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { isRefusal } from '../api/refusal.ts';
import { ExportOrders } from '../components/export-orders.tsx';
import { MissingOrders } from '../components/missing-orders.tsx';
import { OrderCards } from '../components/order-cards.tsx';
import { OrderFilters } from '../components/order-filters.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { fulfillmentSearchParams, parseFulfillmentParams, type FulfillmentParams } from '../fulfillment-params.ts';
import { apiRoutes } from '@store/shared/api/routes';
import { PageMeta } from '#web/components/page-meta.tsx';
import { useMayCall } from '#web/lib/permissions.ts';

/** Tailwind's lg breakpoint: the table from here up, cards below (a row of form controls needs the room). */
const WIDE_SCREEN = '(min-width: 64rem)';

export default function AdminFulfillmentPage() {
  const mayExport = useMayCall(apiRoutes.exports.orders);
  return (
    <>
      <PageMeta title="Fulfillment" />
      <>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h1 className="font-display text-3xl font-semibold tracking-wide">Order Fulfillment</h1>
          {mayExport && <ExportOrders />}
        </div>
        <Fulfillment />
      </>
    </>
  );
}

function Fulfillment() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseFulfillmentParams(searchParams);
  const orders = useAdminOrders(params);
  const wide = useMediaQuery(WIDE_SCREEN);
  const headingId = useId();

  const show = useCallback(
    (change: Partial<FulfillmentParams>, replace = false) =>
      setSearchParams((current) => fulfillmentSearchParams({ ...parseFulfillmentParams(current), ...change }), { replace }),
    [setSearchParams],
  );
  const onStatus = useCallback((status: OrderStatus | null) => show({ status }), [show]);
  const onPaymentStatus = useCallback((paymentStatus: PaymentStatus | null) => show({ paymentStatus }), [show]);
  // Typing should not leave a history entry per pause.
  const onSearch = useCallback((search: string) => show({ search }, true), [show]);

  if (isRefusal(orders.error)) {
    if (orders.error.status === 401) return <Navigate to={loginWithReturnTo(routes.adminFulfillment.href() + location.search)} replace />;
    return <Navigate to={routes.dashboard.href()} replace />;
  }

  const data = orders.data;
  const viewLabel = [
    params.status ? ORDER_STATUS_LABELS[params.status] : 'All',
    params.paymentStatus && PAYMENT_STATUS_LABELS[params.paymentStatus],
  ]
    .filter(Boolean)
    .join(', ');
  const caption = `Orders, ${viewLabel}${params.search ? `, matching “${params.search}”` : ''}`;

  return (
    <div className="flex flex-col gap-8">
      <MissingOrders wide={wide} />

      <section aria-labelledby={headingId} className="flex flex-col gap-6">
        <h2 id={headingId} className="font-display text-xl font-semibold tracking-wide">
          Orders
        </h2>

        <OrderFilters
          status={params.status}
          paymentStatus={params.paymentStatus}
          search={params.search}
          onStatus={onStatus}
          onPaymentStatus={onPaymentStatus}
          onSearch={onSearch}
        />

        <div className="flex flex-wrap items-center justify-between gap-3 text-sm" aria-live="polite">
          <p data-testid="orders-count" className="text-stone-200">
            {data ? (
              <>
                <span className="font-semibold text-stone-100">{data.orders.length}</span> {data.orders.length === 1 ? 'order' : 'orders'}
              </>
            ) : null}
          </p>
          {orders.isFetching && data && <p className="text-stone-300">Updating...</p>}
        </div>

        {orders.isError && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-panel px-4 py-3 text-sm text-stone-200">
            <p>Could not load the orders.</p>
            <Button variant="secondary" className="px-3 py-1.5 text-sm" onClick={() => void orders.refetch()}>
              Retry
            </Button>
          </div>
        )}

        <div aria-busy={orders.isFetching}>
          {orders.isPending && !orders.isError && (
            <p role="status" className="text-stone-300">
              Loading orders...
            </p>
          )}
          {data && data.orders.length === 0 && (
            <p className="rounded-2xl border border-dashed border-stone-700 px-6 py-12 text-center text-stone-300">
              No matching orders found.
            </p>
          )}
          {data &&
            data.orders.length > 0 &&
            (wide ? <OrdersTable orders={data.orders} caption={caption} /> : <OrderCards orders={data.orders} />)}
        </div>
      </section>
    </div>
  );
}
