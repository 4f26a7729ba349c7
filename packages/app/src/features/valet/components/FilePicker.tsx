import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface FilePickerProps extends Omit<ButtonProps, 'onClick' | 'onChange'> {
  accept: string;
  multiple?: boolean;
  onFiles(files: File[]): void;
  /** The button's text; the hidden input is named by it too (tests upload through it). */
  children: ReactNode;
  label: string;
}

/**
 * A real button (keyboard and screen readers treat it as one) in front of a hidden file input
 * that it opens.
 */
export function FilePicker({
  accept,
  multiple,
  onFiles,
  children,
  label,
  ...props
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <Button {...props} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={label}
        onChange={picked}
      />
    </>
  );
}
