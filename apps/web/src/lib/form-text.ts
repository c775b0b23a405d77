/**
 * A text field's value as the form holds it now, '' when it has no such field. Forms on
 * prerendered pages leave their fields to the browser (uncontrolled), so what a visitor typed
 * before the app hydrated is kept and read here when it is needed.
 */
export function formText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
