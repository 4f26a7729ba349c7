import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface FileButtonProps extends Omit<ButtonProps, 'onClick' | 'onChange'> {
  accept: string;
  onFile(file: File): void;
  children: ReactNode;
}

/**
 * A button that opens the file chooser: a real button (keyboard and screen readers treat it as
 * one) in front of a hidden file input.
 */
export function FileButton({ accept, onFile, children, ...props }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <Button {...props} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input ref={input} type="file" accept={accept} hidden tabIndex={-1} onChange={picked} />
    </>
  );
}

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
