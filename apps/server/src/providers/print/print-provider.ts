import type { OrderItem, ShippingInfo } from '@store/shared/orders';

export type PrintOrderRequest = { orderId: string; recipient: ShippingInfo; email: string; items: OrderItem[] };
export type PrintOrderResult = { providerOrderId: string; dashboardUrl: string | null; status: string };

/** Who makes the canvases: the manual provider leaves print orders to staff. */
export type PrintProvider = {
  readonly name: 'manual' | 'printful';
  /** Places the print order; null when staff handle it by hand. */
  submit(request: PrintOrderRequest): Promise<PrintOrderResult | null>;
};

export const manualPrintProvider: PrintProvider = {
  name: 'manual',
  async submit() {
    return null;
  },
};
