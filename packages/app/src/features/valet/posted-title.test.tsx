import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import { createTestApiClient } from '@atlas/api/client';
import { AppProviders } from '../../app/AppProviders';
import { RootStore } from '../../stores/RootStore';
import { testPublicConfig } from '../../test/fixtures';
import type { SubmittedForm } from '../../shared/forms/form-action';
import { ValetWizardPage } from './pages/ValetWizardPage';
import { TITLE_KEPT, valetWizardAction } from './wizard-action';

/**
 * The wizard's first slide posted by the browser before the page's script ran (issue 33): the
 * server's answer keeps the title, and the hydrated wizard goes on from it.
 */
function renderAnswered(answer: SubmittedForm) {
  const store = new RootStore(testPublicConfig, createTestApiClient({}));
  const router = createMemoryRouter(
    [{ id: 'page', path: '/project-submission', element: <ValetWizardPage />, action: () => null }],
    {
      initialEntries: ['/project-submission'],
      hydrationData: { loaderData: {}, actionData: { page: answer } },
    },
  );
  render(
    <AppProviders store={store} cache={createCache({ key: 'test' })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function posted(fields: Record<string, string>) {
  return new Request('http://localhost/project-submission', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

async function answerOf(fields: Record<string, string>) {
  const answer = await valetWizardAction({
    request: posted(fields),
    params: {},
    context: {},
    url: new URL('http://localhost/project-submission'),
    pattern: '/project-submission',
  });
  return { status: answer.init?.status ?? 200, form: answer.data };
}

describe('the wizard’s first slide posted before its script', () => {
  it('keeps a good title and says how to go on', async () => {
    const { status, form } = await answerOf({ title: 'A shop for our bakery' });
    expect(status).toBe(200);
    expect(form).toEqual({
      values: { title: 'A shop for our bakery' },
      fields: [],
      formError: null,
      done: TITLE_KEPT,
    });
  });

  it('answers a short title with the slide’s own message', async () => {
    const { status, form } = await answerOf({ title: 'Shop' });
    expect(status).toBe(400);
    expect(form.values).toEqual({ title: 'Shop' });
    expect(form.fields).toEqual([{ field: 'title', message: 'Write at least 5 characters' }]);
  });

  it('draws the slide with the posted title, then goes on from it once hydrated', async () => {
    renderAnswered({
      values: { title: 'A shop for our bakery' },
      fields: [],
      formError: null,
      done: TITLE_KEPT,
    });
    const title = screen.getByRole('textbox', { name: 'Project title' });
    expect(title).toHaveValue('A shop for our bakery');
    expect(title).toHaveAttribute('name', 'title');
    expect(screen.getByText(TITLE_KEPT)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Describe your project' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(TITLE_KEPT)).toBeNull();
  });

  it('shows the message of a title that was too short', () => {
    renderAnswered({
      values: { title: 'Shop' },
      fields: [{ field: 'title', message: 'Write at least 5 characters' }],
      formError: null,
    });
    expect(screen.getByRole('textbox', { name: 'Project title' })).toHaveValue('Shop');
    expect(screen.getByText('Write at least 5 characters')).toBeInTheDocument();
  });
});
