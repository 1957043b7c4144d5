import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'on-dark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Record<ButtonVariant, string> = {
  // Warm accent with navy text: the one call to action per card or page.
  primary: 'bg-ember-500 text-navy-950 shadow-sm hover:bg-ember-400 active:bg-ember-600',
  secondary:
    'bg-white text-navy-900 ring-1 ring-inset ring-navy-900/20 hover:bg-glacier-100 hover:ring-navy-900/35 active:bg-glacier-200',
  ghost: 'text-glacier-700 hover:bg-glacier-100 hover:text-navy-900 active:bg-glacier-200',
  'on-dark': 'text-white ring-1 ring-inset ring-white/35 hover:bg-white/10 active:bg-white/20',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-[0.9375rem]',
  lg: 'min-h-12 px-6 text-base',
};

/** Classes shared by buttons and links that look like buttons. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return cn(
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap no-underline transition-colors duration-150',
    'disabled:cursor-not-allowed disabled:opacity-50 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonStyles({ variant, size, className })} />;
}
