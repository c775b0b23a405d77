import type { OrderItem, ShippingInfo } from '@store/shared/orders';
import type { PrintOrderRequest, PrintOrderResult, PrintProvider } from './print-provider.ts';

export type PrintfulSettings = { apiKey: string; apiUrl: string; storeId: string | undefined };

/** Printful's canvas edge option for each border style. */
export const PRINTFUL_EDGE: Record<NonNullable<OrderItem['borderStyle']>, string> = { 'full-wrap': 'image', 'white-border': 'white' };

export type PrintfulOrder = {
  id: number;
  external_id: string | null;
  status: string;
  dashboard_url?: string;
  shipments?: Array<{ tracking_number: string; tracking_url: string; status?: string }>;
};

export class PrintfulError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Printful's REST API, for placing canvas orders and reading them back. */
export function createPrintfulClient(settings: PrintfulSettings) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
        ...(settings.storeId ? { 'x-pf-store-id': settings.storeId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const payload = (await response.json().catch(() => ({}))) as { result?: T; error?: { message?: string } };
    if (!response.ok) throw new PrintfulError(response.status, payload.error?.message ?? `Printful answered ${response.status}`);
    return payload.result as T;
  }
  return {
    createOrder: (body: unknown) => call<PrintfulOrder>('POST', '/orders?confirm=true', body),
    orderByExternalId: async (externalId: string): Promise<PrintfulOrder | null> => {
      try {
        return await call<PrintfulOrder>('GET', `/orders/@${encodeURIComponent(externalId)}`);
      } catch (error) {
        if (error instanceof PrintfulError && error.status === 404) return null;
        throw error;
      }
    },
    order: (id: number | string) => call<PrintfulOrder>('GET', `/orders/${encodeURIComponent(String(id))}`),
    product: (id: number) => call<{ variants: Array<{ id: number; size: string }> }>('GET', `/products/${id}`),
  };
}

export type PrintfulClient = ReturnType<typeof createPrintfulClient>;

function recipientOf(shipping: ShippingInfo, email: string) {
  return {
    name: shipping.name,
    address1: shipping.line1,
    ...(shipping.line2 ? { address2: shipping.line2 } : {}),
    city: shipping.city,
    state_code: shipping.state,
    country_code: shipping.country,
    zip: shipping.postal_code,
    email,
  };
}

/**
 * The body of a Printful order for the canvas items of one of our orders. It never carries prices
 * (no `retail_costs`, no item `retail_price`): Printful's packing slip then lists none, which a gift
 * needs; a gift adds Printful's `gift` message and a `packing_slip` naming the store.
 */
export function printfulOrderBody(request: PrintOrderRequest) {
  return {
    external_id: request.orderId,
    recipient: recipientOf(request.recipient, request.email),
    ...(request.gift
      ? {
          ...(request.gift.message ? { gift: request.gift } : {}),
          packing_slip: { email: request.store.email, store_name: request.store.name, custom_order_id: request.orderId },
        }
      : {}),
    items: request.items.map((item) => ({
      variant_id: Number(item.variantId),
      quantity: item.quantity,
      files: [{ type: 'default', url: item.printFileUrl }],
      options: [{ id: 'edge', value: PRINTFUL_EDGE[item.borderStyle ?? 'full-wrap'] }],
    })),
  };
}

/**
 * Places canvas orders at Printful with our order id as the external id: if an order with
 * that id already exists there (a retry after a time-out), it is used, never duplicated.
 */
export function createPrintfulPrintProvider(client: PrintfulClient): PrintProvider {
  return {
    name: 'printful',
    async submit(request): Promise<PrintOrderResult> {
      const existing = await client.orderByExternalId(request.orderId);
      const order = existing ?? (await client.createOrder(printfulOrderBody(request)));
      return { providerOrderId: String(order.id), dashboardUrl: order.dashboard_url ?? null, status: order.status };
    },
    async fetchState(providerOrderId) {
      const order = await client.order(providerOrderId);
      return { status: order.status, trackingNumbers: (order.shipments ?? []).map((shipment) => shipment.tracking_number).filter(Boolean) };
    },
  };
}

/** Printful's canvas product ("Canvas (in)"). */
export const PRINTFUL_CANVAS_PRODUCT_ID = 3;

/** Canvas variants from Printful's catalogue, one per size. */
export function printfulVariantSource(client: PrintfulClient, productId = PRINTFUL_CANVAS_PRODUCT_ID) {
  return {
    async variants() {
      const product = await client.product(productId);
      return product.variants.map((variant) => ({ size: variant.size, variantId: String(variant.id) }));
    },
  };
}
