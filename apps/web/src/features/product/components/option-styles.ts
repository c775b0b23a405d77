/** The look shared by the product page's choice buttons, dropdowns and section labels. */

export const OPTION_LABEL = 'text-sm font-semibold tracking-[0.12em] text-stone-200 uppercase';

export const SELECT =
  'w-full rounded-lg border border-stone-700 bg-stone-900 px-3.5 py-3 text-stone-100 focus:border-accent focus:outline-none';

export function optionButtonClasses(checked: boolean, extra = ''): string {
  const state = checked
    ? 'border-accent bg-accent/10 text-stone-50'
    : 'border-stone-700 bg-stone-900/60 text-stone-200 hover:border-stone-500 hover:text-stone-50';
  return `flex w-full items-center gap-3 rounded-lg border px-3.5 py-3 text-left text-sm font-medium transition-colors ${state} ${extra}`;
}
