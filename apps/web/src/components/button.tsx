import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-ink hover:bg-amber-400 disabled:bg-stone-600 disabled:text-stone-300',
  secondary: 'border border-stone-600 text-stone-100 hover:border-accent hover:text-accent disabled:opacity-50',
  ghost: 'text-stone-200 hover:text-accent disabled:opacity-50',
};

export function buttonClasses(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
