import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AtlasLinkProps } from '../../internal/link';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { CompanyCard } from './CompanyCard';
import type { CompanyCardHeadingLevel, CompanyCardVariant } from './CompanyCard';
import * as stories from './CompanyCard.stories';

const {
  Default,
  Sponsored,
  SponsoredWithOrganicRank,
  MatchingOffice,
  NewListing,
  Minimal,
  WithAwardBadge,
  HeadingLevel3,
  Translated,
} = composeStories(stories);

describe('CompanyCard', () => {
  test('puts the aside under the actions, inside the card', () => {
    renderWithTheme(
      <CompanyCard
        name="Northwind Digital"
        href="/company/northwind-digital"
        actions={[{ label: 'View profile', href: '/company/northwind-digital' }]}
        aside={<p>Why this rank?</p>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Northwind Digital' });
    const aside = within(card).getByText('Why this rank?');
    const button = within(card).getByRole('link', { name: 'View profile' });
    // After the actions in the reading order, in the same column.
    expect(button.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(aside.closest('.AtlasCompanyCard-aside')?.parentElement).toBe(
      button.closest('.AtlasCompanyCard-actions')?.parentElement,
    );
  });

  test('is an article named by its heading, which links to the profile', () => {
    renderWithTheme(<Default />);
    const card = screen.getByRole('article', { name: 'Northwind Digital' });
    const heading = within(card).getByRole('heading', { level: 2, name: 'Northwind Digital' });
    expect(within(heading).getByRole('link', { name: 'Northwind Digital' })).toHaveAttribute(
      'href',
      '/companies/northwind-digital',
    );
  });

  test('shows the logo with its alternative text', () => {
    renderWithTheme(<Default />);
    expect(screen.getByRole('img', { name: 'Northwind Digital logo' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
  });

  test('falls back to initials, hidden from screen readers beside the name', () => {
    renderWithTheme(<NewListing />);
    expect(screen.queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
    const initials = screen.getByText('KK');
    expect(initials).toBeVisible();
    expect(initials).toHaveAttribute('aria-hidden', 'true');
  });

  test('shows rating and review count, linked to the reviews', () => {
    renderWithTheme(<Default />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '42 reviews' })).toHaveAttribute(
      'href',
      '/companies/northwind-digital#reviews',
    );
  });

  test('without reviews it says so and shows no stars', () => {
    renderWithTheme(<NewListing />);
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  test('lists the facts as terms and values', () => {
    renderWithTheme(<Default />);
    const facts = {
      'Min. project size': '$10,000+',
      'Hourly rate': '$25 – $49 / hr',
      'Team size': '50 – 249',
      Headquarters: 'Lviv, Ukraine',
    };
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(Object.keys(facts));
    expect(definitions.map((definition) => definition.textContent)).toEqual(Object.values(facts));
  });

  test('names every segment of the services bar', () => {
    renderWithTheme(<Default />);
    const bar = screen.getByRole('list', { name: 'Service focus' });
    const segments = within(bar).getAllByRole('listitem');
    expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Web Development 60%',
      'Mobile App Development 25%',
      'UX/UI Design 15%',
    ]);
    expect(within(bar).getByRole('listitem', { name: 'Web Development 60%' })).toHaveStyle({
      width: '60%',
    });
  });

  test('shows the verified badge', () => {
    renderWithTheme(<Default />);
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.queryByText('Sponsored')).not.toBeInTheDocument();
  });

  test('says "Sponsored" in visible text', () => {
    renderWithTheme(<Sponsored />);
    expect(screen.getByText('Sponsored')).toBeVisible();
  });

  test('a sponsored card shows its organic rank beside the label', () => {
    renderWithTheme(<SponsoredWithOrganicRank />);
    expect(screen.getByText('Sponsored')).toBeVisible();
    expect(screen.getByText('Organic rank #7')).toBeVisible();
  });

  test('shows the matching office instead of the headquarters, and the matched places', () => {
    renderWithTheme(<MatchingOffice />);
    expect(screen.getByText('Office')).toBeVisible();
    expect(screen.getByText('Kyiv, Ukraine')).toBeVisible();
    expect(screen.queryByText('Headquarters')).not.toBeInTheDocument();
    expect(screen.getByText('Ukraine, Poland')).toBeVisible();
    const website = screen.getByRole('link', { name: /^Visit website of Northwind Digital/ });
    expect(website).toHaveAttribute('rel', 'nofollow noopener ugc');
    expect(screen.getByRole('link', { name: 'Contact Northwind Digital' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View profile of Northwind Digital' })).toBeVisible();
  });

  test('renders extra badges from the badges slot', () => {
    renderWithTheme(<WithAwardBadge />);
    expect(screen.getByText('Top 10 · Web Development 2025')).toBeVisible();
  });

  test('renders the actions as links with their texts and addresses', () => {
    renderWithTheme(<Sponsored />);
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/companies/brightpath-marketing',
    );
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/companies/brightpath-marketing/contact',
    );
  });

  test('opens external actions in a new tab and says so', () => {
    renderWithTheme(<Default />);
    const website = screen.getByRole('link', {
      name: 'Visit website of Northwind Digital (opens in a new tab)',
    });
    expect(website).toHaveAttribute('href', 'https://northwind.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(website).toHaveTextContent('Visit website');
  });

  test('renders internal links with the given link component, external ones as plain links', () => {
    const routed: string[] = [];
    function RouterLink({ href, ...rest }: AtlasLinkProps) {
      routed.push(href);
      return <a href={href} {...rest} />;
    }
    renderWithTheme(<Default LinkComponent={RouterLink} />);
    expect(routed).toEqual(
      expect.arrayContaining([
        '/companies/northwind-digital',
        '/companies/northwind-digital#reviews',
      ]),
    );
    expect(routed).not.toContain('https://northwind.example');
  });

  test('a minimal card shows just the linked name', () => {
    renderWithTheme(<Minimal />);
    const card = screen.getByRole('article', { name: 'Acme' });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();
  });

  test('translates its fixed texts', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByText('Taux horaire')).toBeVisible();
    expect(screen.getByText('Sponsorisé')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Services' })).toBeInTheDocument();
  });

  test('HeadingLevel3 story uses an h3', () => {
    renderWithTheme(<HeadingLevel3 />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Northwind Digital' }),
    ).toBeInTheDocument();
  });

  test.each<CompanyCardHeadingLevel>([2, 3, 4, 5, 6])('heading level %i', (level) => {
    renderWithTheme(<CompanyCard name="Acme" href="/companies/acme" headingLevel={level} />);
    expect(screen.getByRole('heading', { level, name: 'Acme' })).toBeInTheDocument();
  });

  test.each<CompanyCardVariant>(['standard', 'featured'])(
    'variant %s shows the same content',
    (variant) => {
      renderWithTheme(<Default variant={variant} />);
      expect(screen.getByRole('article', { name: 'Northwind Digital' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View profile' })).toBeInTheDocument();
    },
  );

  test('an app themes its parts, composed ones included, from the theme', () => {
    renderWithTheme(<Sponsored />, {
      overrides: {
        components: {
          AtlasCompanyCard: {
            styleOverrides: {
              factLabel: { letterSpacing: '1px' },
              factValue: { letterSpacing: '2px' },
              verified: { letterSpacing: '3px' },
              sponsored: { letterSpacing: '4px' },
              services: { letterSpacing: '5px' },
            },
          },
        },
      },
    });
    expect(screen.getByText('Hourly rate')).toHaveStyle({ letterSpacing: '1px' });
    expect(screen.getByText('$100 – $149 / hr')).toHaveStyle({ letterSpacing: '2px' });
    expect(screen.getByText('Verified')).toHaveStyle({ letterSpacing: '3px' });
    expect(screen.getByText('Sponsored')).toHaveStyle({ letterSpacing: '4px' });
    expect(screen.getByRole('figure', { name: 'Service focus' })).toHaveStyle({
      letterSpacing: '5px',
    });
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
