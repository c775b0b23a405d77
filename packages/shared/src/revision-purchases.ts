/**
 * Revisions never break a purchase (decision 045). A render keeps showing its published version
 * while a revision is worked on; a digital purchase serves the version it paid for and every newer
 * published one; a canvas not yet sent to print waits for staff to choose the version it prints.
 */

/** The status a customer sees: a render with a published version stays complete while its revision is under way. */
export function shownRenderStatus<Status extends string>(render: {
  status: Status;
  publishedVersionId: string | null;
}): Status | 'complete' {
  return render.status === 'pending' && render.publishedVersionId !== null ? 'complete' : render.status;
}

/** The dashboard's note on a render whose published version stays while the revision is made. */
export function revisionUnderWayNote(requestedAt: string): string {
  const date = new Date(requestedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `Revision requested ${date}: an artist is working on it; this version stays until the new one is ready.`;
}

/**
 * The versions whose files a digital purchase serves, newest first: the published one (a buyer
 * gets each new version) and the one paid for, which stays theirs.
 */
export function versionsServed(boughtVersionId: string | null, publishedVersionId: string | null): string[] {
  return [...new Set([publishedVersionId, boughtVersionId].filter((id): id is string => id !== null))];
}

/** Whether a canvas order's print has gone to the printer: by staff's hand (a later status) or to the print partner. */
export function sentToPrint(order: { status: string; printOrderId: string | null }): boolean {
  return order.status !== 'paid' || order.printOrderId !== null;
}

/**
 * Whether staff must choose which version a canvas line prints: a newer version was published
 * after the one the line holds, the order has not gone to print, and staff have not chosen since.
 */
export function needsPrintVersionChoice(
  order: { status: string; printOrderId: string | null },
  line: { isDigital: boolean; versionId?: string | null | undefined; versionChosenAt?: string | null | undefined },
  render: { publishedVersionId: string | null; publishedAt: string | null },
): boolean {
  if (line.isDigital || sentToPrint(order)) return false;
  if (!render.publishedVersionId || !line.versionId || line.versionId === render.publishedVersionId) return false;
  return !line.versionChosenAt || !render.publishedAt || Date.parse(line.versionChosenAt) < Date.parse(render.publishedAt);
}

export const PRINT_VERSION_MESSAGES = {
  held: (style: string, number: number) =>
    `Version ${number} of the ${style} render was published: this order waits for staff to choose which version to print.`,
  kept: (style: string, number: number, kept: number | null) =>
    `Version ${number} of the ${style} render was published: this order had already gone to print and keeps ${kept === null ? 'its version' : `version ${kept}`}.`,
  chosen: (number: number) => `Print version chosen: version ${number}.`,
  waiting: 'Waiting for staff to choose which version to print.',
  alreadySent: 'This order has already gone to print; its version stays.',
} as const;
