import type { ComponentProps } from 'react';
import { buttonClasses } from './button-link.tsx';

type Variant = NonNullable<Parameters<typeof buttonClasses>[0]> | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';
const danger = 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600';

/** The product's button; `variant="danger"` is for destructive confirmations. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  const classes = variant === 'danger' ? `${base} ${danger}` : buttonClasses(variant);
  return <button type={type} {...props} className={`${classes} ${className}`} />;
}
