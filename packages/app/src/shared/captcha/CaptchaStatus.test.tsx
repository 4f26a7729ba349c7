import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import { CaptchaStatus } from './CaptchaStatus';

function renderInForm(onAnswer: (answer: string) => void) {
  const store = new RootStore(
    testPublicConfig,
    createTestApiClient({
      getCaptchaChallenge: async () => ({
        data: {
          provider: 'pow',
          id: '00000000-0000-4000-8000-000000000000',
          challenge: 'abc',
          difficulty: 0,
        },
      }),
    }),
  );
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <form aria-label="Sign up">
        <label>
          Name <input name="name" />
        </label>
        <CaptchaStatus action="register" round={0} onAnswer={onAnswer} />
      </form>
    </AppProviders>,
  );
}

describe('CaptchaStatus', () => {
  it('answers at once but says "Human check passed." only once the person starts', async () => {
    const onAnswer = vi.fn<(answer: string) => void>();
    renderInForm(onAnswer);
    await waitFor(() => expect(onAnswer).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText('Human check passed.')).toBeNull();

    await userEvent.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('status')).toHaveTextContent('Human check passed.');
  });
});
