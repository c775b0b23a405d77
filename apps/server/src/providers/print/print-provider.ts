import type { OrderItem, ShippingInfo } from '@store/shared/orders';

export type PrintOrderRequest = {
  orderId: string;
  recipient: ShippingInfo;
  email: string;
  items: Array<OrderItem & { printFileUrl: string }>;
  /** A gift (decision 046): its message for the packing slip, which then shows the store and no prices. */
  gift: { subject: string; message: string } | null;
  /** Who the packing slip names as the sender. */
  store: { name: string; email: string };
};
export type PrintOrderResult = { providerOrderId: string; dashboardUrl: string | null; status: string };

/** A print order as the provider reports it now. */
export type PrintOrderState = { status: string; trackingNumbers: string[] };

/** Who makes the canvases: the manual provider leaves print orders to staff. */
export type PrintProvider = {
  readonly name: 'manual' | 'printful';
  /** Places the print order; null when staff handle it by hand. */
  submit(request: PrintOrderRequest): Promise<PrintOrderResult | null>;
  /** Reads the print order back from the provider (webhook bodies are not trusted alone). */
  fetchState(providerOrderId: string): Promise<PrintOrderState | null>;
};

export const manualPrintProvider: PrintProvider = {
  name: 'manual',
  async submit() {
    return null;
  },
  async fetchState() {
    return null;
  },
};
