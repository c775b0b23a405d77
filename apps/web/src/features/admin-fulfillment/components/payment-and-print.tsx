import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '@store/shared/orders';
import { printProviderLabel } from '../order-display.ts';
import { ExternalLink } from './external-link.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-stone-300">{label}</dt>
      <dd className="min-w-0 text-stone-100">{children}</dd>
    </div>
  );
}

/** How an order was paid and where its print order stands at the print provider. */
export function PaymentAndPrint({ order }: { order: AdminOrderDetail }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Fact label="Payment session">
        <code className="font-mono text-xs break-all text-stone-100">{order.paymentSessionId}</code>
      </Fact>
      <Fact label="Print provider">{printProviderLabel(order.printProvider)}</Fact>
      <Fact label="Print order">
        {order.printOrderId ? (
          <code className="font-mono text-xs break-all">{order.printOrderId}</code>
        ) : (
          <span className="text-stone-300">Not sent</span>
        )}
      </Fact>
      {order.printStatus && <Fact label="Print status">{order.printStatus}</Fact>}
      {order.printDashboardUrl && (
        <Fact label="Dashboard">
          <ExternalLink href={order.printDashboardUrl}>Open in {printProviderLabel(order.printProvider)}</ExternalLink>
        </Fact>
      )}
    </dl>
  );
}
