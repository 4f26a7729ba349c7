import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ComingSoonPage } from './ComingSoonPage';

describe('ComingSoonPage', () => {
  it('names the page in its only heading, says what will be there and where to go', () => {
    render(
      <MemoryRouter>
        <ComingSoonPage
          title="Vote in the 2025 Awards"
          text="Cast your votes for the best agencies of 2025."
          links={[{ label: 'Awards 2025', to: '/awards-2025' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vote in the 2025 Awards');
    expect(screen.getByText('Cast your votes for the best agencies of 2025.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Awards 2025' })).toHaveAttribute(
      'href',
      '/awards-2025',
    );
  });

  it('links to the directory and the home page by default', () => {
    render(
      <MemoryRouter>
        <ComingSoonPage title="Blog" text="Articles." />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Browse all agencies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
