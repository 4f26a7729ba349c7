import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { ApiError } from '@atlas/api/http';
import {
  ERROR_PAGE_FAILED,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
} from '../../shared/errors/messages';
import { describeError, ErrorPageBoundary, RouteErrorPage } from './RouteErrorPage';

function routeError(thrown: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw thrown;
        },
        element: <p>page</p>,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('describeError (SPEC §8)', () => {
  it.each<[string, unknown, number, string]>([
    ['a 404 response', new Response(null, { status: 404 }), 404, NOT_FOUND_TITLE],
    ['a status in the message', new Error('403'), 403, 'Error 403'],
    ['an axios-like message', new Error('Request failed with status code 410'), 410, 'Error 410'],
    ['a status field', new ApiError(429, 'Too many requests'), 429, 'Error 429'],
    ['a response status', { response: { status: 401 } }, 401, 'Error 401'],
    ['a 404 in the message', new Error('404'), 404, NOT_FOUND_TITLE],
    ['anything else', new Error('boom'), 500, 'Error 500'],
    ['a silly status', { status: 1200 }, 500, 'Error 500'],
  ])('takes the status from %s', (_case, error, status, title) => {
    expect(describeError(error)).toMatchObject({ status, title });
  });

  it('shows the message of a client error, but not the internals of a server error', () => {
    expect(describeError(new ApiError(429, 'Too many requests')).text).toBe('Too many requests');
    expect(describeError(new Error('relation "users" does not exist')).text).not.toContain(
      'relation',
    );
  });
});

describe('RouteErrorPage', () => {
  it('shows "Something Missing" for an unknown page', async () => {
    routeError(data(null, { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TITLE);
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows "This page could not be found" for parameters that fail validation', async () => {
    routeError(data(NOT_FOUND_MESSAGE, { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_MESSAGE);
  });

  it('shows a loader error with its status and message', async () => {
    routeError(data('Unknown middleware', { status: 500 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Error 500');
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
  });
});

describe('ErrorPageBoundary', () => {
  it('shows the failed-error page with a way home when the error page itself throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('the error page broke');
    }
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ERROR_PAGE_FAILED);
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    vi.restoreAllMocks();
  });
});
