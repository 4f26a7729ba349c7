import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ApiError } from '@atlas/api/http';
import { useServerForm, type SubmitHandlers } from './useServerForm';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { EmailField } from './fields';

const Schema = z.object({
  email: z.string().trim().min(3, 'Enter your e-mail address'),
  captcha: z.string().min(1, 'Wait for the human check'),
});
type Values = z.output<typeof Schema>;

function TestForm({
  send,
  onFailure,
  initialFormError,
}: {
  send(values: Values): Promise<void>;
  onFailure?: SubmitHandlers<z.input<typeof Schema>, Values>['onFailure'];
  initialFormError?: string;
}) {
  const {
    submit,
    field,
    captcha,
    formError,
    formState: { isSubmitting },
  } = useServerForm({
    resolver: zodResolver(Schema),
    defaultValues: { email: '', captcha: '' },
    serverFields: ['email', 'captcha'],
    captchaField: 'captcha',
    initialFormError,
  });
  return (
    <form noValidate aria-label="Test form" onSubmit={submit(send, { onFailure })}>
      <FormAlert message={formError} />
      <EmailField label="E-mail address" {...field('email', { hint: 'Your work address' })} />
      <p data-testid="round">{captcha.round}</p>
      <p data-testid="captcha-error">{captcha.error}</p>
      <button type="button" onClick={() => captcha.onAnswer(`answer-${captcha.round}`)}>
        Answer
      </button>
      <SubmitButton submitting={isSubmitting} busyLabel="Sending…">
        Send
      </SubmitButton>
    </form>
  );
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText(/e-mail address/i), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useServerForm', () => {
  it('names the field of a refusal under it, keeps what was typed and asks a new captcha', async () => {
    const send = vi.fn(async (_values: Values): Promise<void> => {
      throw new ApiError(400, 'email: bounced', [
        { field: 'email', message: 'This address bounced' },
      ]);
    });
    const onFailure = vi.fn();
    render(<TestForm send={send} onFailure={onFailure} />);
    await fillAndSend();

    const email = screen.getByLabelText(/e-mail address/i);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address bounced'));
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', captcha: 'answer-0' });
    expect(screen.getByTestId('round')).toHaveTextContent('1');
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ placed: ['email'], values: send.mock.calls[0]?.[0] }),
    );

    // The spent answer is gone: a second try waits for the new one.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('captcha-error')).toHaveTextContent(
      'Wait for the human check',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says a failure without an answer above the form, and clears it on the next success', async () => {
    const send = vi
      .fn<(values: Values) => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    render(<TestForm send={send} />);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(send).toHaveBeenLastCalledWith({ email: 'ada@example.com', captcha: 'answer-1' });
    expect(screen.getByTestId('round')).toHaveTextContent('1');
    expect(screen.getByLabelText(/e-mail address/i)).toHaveAccessibleDescription(
      'Your work address',
    );
  });

  it('sends nothing while the form’s own checks fail', async () => {
    const send = vi.fn(async () => {});
    render(<TestForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Enter your e-mail address', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('disables the button and says so while sending', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm send={send} />);
    await fillAndSend();
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows the first message it is given', () => {
    render(<TestForm send={async () => {}} initialFormError="The sign-in was cancelled." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in was cancelled.');
  });
});
