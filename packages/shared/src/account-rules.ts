/** Rules for accounts (SPEC.md section 5). */

import type { OrderStatus } from './orders.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** No spaces, exactly one @, and a dot inside the domain part. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export function isLongEnoughPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

/** The account page's texts (its password, email and deletion forms). */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameSaved: 'Name saved.',
  sameEmail: 'That is already your email.',
  emailCheckInbox: 'Check your inbox: we sent a confirmation link to your new email. Your email changes when you open it.',
  emailChanged: 'Your email has been changed.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  currentRequired: 'Enter your current password.',
  weakPassword: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  passwordsDiffer: 'The new passwords do not match.',
  samePassword: 'The new password must differ from the current one.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  otherSessionsEnded: 'Other sessions signed out.',
  deleteConfirmMismatch: 'Type DELETE to confirm.',
  canvasInProgress: 'You have a canvas order that has not shipped yet. You can delete your account once it has shipped.',
  accountDeleted: 'Your account has been deleted.',
} as const;

/** What a customer types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** Statuses of an order whose canvas is still to be made or sent: its render's files are still needed (decision 024). */
const CANVAS_IN_PROGRESS: readonly OrderStatus[] = ['paid', 'in-production', 'issue'];

/** Whether this order keeps its customer from deleting their account: a canvas not yet shipped. */
export function blocksAccountDeletion(order: { status: OrderStatus; items: readonly { isDigital: boolean }[] }): boolean {
  return CANVAS_IN_PROGRESS.includes(order.status) && order.items.some((item) => !item.isDigital);
}

/** The first problem with a password change form, or null when it can be sent. */
export function passwordChangeProblem(input: { current: string; next: string; confirm: string }): string | null {
  if (input.current === '') return ACCOUNT_MESSAGES.currentRequired;
  if (!isLongEnoughPassword(input.next)) return ACCOUNT_MESSAGES.weakPassword;
  if (input.next !== input.confirm) return ACCOUNT_MESSAGES.passwordsDiffer;
  if (input.next === input.current) return ACCOUNT_MESSAGES.samePassword;
  return null;
}
