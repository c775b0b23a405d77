import { formatDollars } from '@store/shared/prices';
import { renderEmail, type RenderedEmail } from '#server/providers/mail/email-layout.ts';

const FOOTNOTE = 'You get these alerts as MotoMuse staff.';

export function newUploadAlert(request: { customerName: string; style: string }, workbenchUrl: string): RenderedEmail {
  return renderEmail({
    subject: `New render request: ${request.style} for ${request.customerName}`,
    heading: 'A new render request is in the queue',
    paragraphs: [`${request.customerName} uploaded a photo for a ${request.style} render. The target is about an hour.`],
    action: { label: 'Open it on the workbench', url: workbenchUrl },
    footnote: FOOTNOTE,
  });
}

export function revisionRequestAlert(request: { customerName: string; style: string; note: string }, workbenchUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Revision requested: ${request.style} render for ${request.customerName}`,
    heading: 'A customer asked for a revision',
    paragraphs: [`${request.customerName} would like a change to their ${request.style} render:`, `"${request.note}"`],
    action: { label: 'Open it on the workbench', url: workbenchUrl },
    footnote: FOOTNOTE,
  });
}

export function paidOrderAlert(
  order: { id: string; name: string; amountCents: number; canvases: number; digital: number },
  fulfillmentUrl: string,
): RenderedEmail {
  const parts = [
    ...(order.canvases > 0 ? [`${order.canvases} canvas ${order.canvases === 1 ? 'print' : 'prints'}`] : []),
    ...(order.digital > 0 ? [`${order.digital} digital ${order.digital === 1 ? 'download' : 'downloads'}`] : []),
  ];
  return renderEmail({
    subject: `New order ${order.id}: ${formatDollars(order.amountCents)}`,
    heading: `${order.name} placed an order`,
    paragraphs: [`Order ${order.id}, ${formatDollars(order.amountCents)} paid: ${parts.join(' and ')}.`],
    action: { label: 'Open it in fulfilment', url: fulfillmentUrl },
    footnote: FOOTNOTE,
  });
}

export function printIssueAlert(issue: { orderId: string; problem: string }, fulfillmentUrl: string): RenderedEmail {
  return renderEmail({
    subject: `Print problem on order ${issue.orderId}`,
    heading: 'A print order needs a look',
    paragraphs: [`Order ${issue.orderId}: ${issue.problem}`],
    action: { label: 'Open it in fulfilment', url: fulfillmentUrl },
    footnote: FOOTNOTE,
  });
}
