import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { data, RouterProvider } from 'react-router-dom';
import {
  ERROR_PAGE_FAILED,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
} from '../../shared/errors/messages';
import { ErrorPageBoundary, RouteErrorPage } from './RouteErrorPage';
import { createTestRouter } from '../../test/router';

function routeError(thrown: unknown) {
  const router = createTestRouter(
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
