import { describe, expect, it, vi } from 'vitest';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { textField } from './text-field';

type Form = { email: string; size: number | null };

function fakeRegister() {
  const ref = vi.fn();
  const register = vi.fn((name: string) => ({
    name,
    ref,
    onChange: vi.fn(),
    onBlur: vi.fn(),
  }));
  return { register: register as unknown as UseFormRegister<Form>, calls: register, ref };
}

describe('textField', () => {
  it('gives the ref to the input and shows the hint while the field is fine', () => {
    const { register, ref } = fakeRegister();
    const props = textField(register, {}, 'email', { hint: 'We never show it.' });
    expect(props).toMatchObject({
      name: 'email',
      inputRef: ref,
      error: false,
      helperText: 'We never show it.',
    });
    expect(props).not.toHaveProperty('ref');
  });

  it('shows the error in place of the hint', () => {
    const { register } = fakeRegister();
    const errors: FieldErrors<Form> = { email: { type: 'server', message: 'Bounced' } };
    expect(textField(register, errors, 'email', { hint: 'We never show it.' })).toMatchObject({
      error: true,
      helperText: 'Bounced',
    });
    expect(textField(register, errors, 'size').helperText).toBeUndefined();
  });

  it('passes the rules on to register', () => {
    const { register, calls } = fakeRegister();
    const setValueAs = (value: unknown) => Number(value);
    textField(register, {}, 'size', { rules: { setValueAs } });
    expect(calls).toHaveBeenCalledWith('size', { setValueAs });
  });
});
