import type { ReactNode } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';

export interface FilePickerButtonProps {
  /** The button's words, which are also the file input's name. */
  label: ReactNode;
  accept: string;
  /** Phones open the camera: 'user' faces the holder of the phone, 'environment' away. */
  capture?: 'user' | 'environment';
  isDisabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onFile: (file: File) => void;
}

/**
 * A file input that looks like a button: a label around the input itself, kept for screen
 * readers and the keyboard (it takes the focus, and the label shows the focus ring).
 */
export function FilePickerButton({
  label,
  accept,
  capture,
  isDisabled = false,
  variant = 'secondary',
  size = 'sm',
  onFile,
}: FilePickerButtonProps) {
  return (
    <label
      className={buttonStyles({
        variant,
        size,
        className: cn(
          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-color)',
          isDisabled && 'pointer-events-none opacity-50',
        ),
      })}
    >
      {label}
      <input
        type="file"
        accept={accept}
        capture={capture}
        disabled={isDisabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
