import { getContrastRatio } from '@mui/material/styles';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ActiveFilterPills } from '../components/ActiveFilterPills/ActiveFilterPills';
import { CompanyCard } from '../components/CompanyCard/CompanyCard';
import { NotificationBadge } from '../components/NotificationBadge/NotificationBadge';
import { Pagination } from '../components/Pagination/Pagination';
import { RatingStars } from '../components/RatingStars/RatingStars';
import { ReviewCount } from '../components/ReviewCount/ReviewCount';
import { SortSelect } from '../components/SortSelect/SortSelect';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithTheme } from '../test/render';
import { createAtlasTheme } from './createAtlasTheme';
import * as stories from './Theme.stories';
import type { AtlasThemeVariant } from './tokens';

const AA_TEXT = 4.5;
const AA_GRAPHICS = 3;

describe('createAtlasTheme', () => {
  test('defaults to the light directory theme', () => {
    const theme = createAtlasTheme();
    expect(theme.palette.mode).toBe('light');
    expect(theme.atlas.variant).toBe('default');
  });

  test('the awards variant is dark', () => {
    const theme = createAtlasTheme({ variant: 'awards' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.atlas.variant).toBe('awards');
  });

  test.each<AtlasThemeVariant>(['default', 'awards'])(
    '%s: text and brand colours meet WCAG AA',
    (variant) => {
      const { palette, atlas } = createAtlasTheme({ variant });
      for (const surface of [palette.background.default, palette.background.paper]) {
        expect(getContrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(getContrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      for (const color of [
        palette.primary,
        palette.secondary,
        palette.success,
        palette.warning,
        palette.error,
        palette.info,
      ]) {
        expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(
        getContrastRatio(atlas.rating.filled, palette.background.paper),
      ).toBeGreaterThanOrEqual(AA_GRAPHICS);
    },
  );

  test('keeps spacing and shape tokens', () => {
    const theme = createAtlasTheme();
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.shape.borderRadius).toBe(theme.atlas.radius.md);
    expect(theme.atlas.radius.lg).toBeGreaterThan(theme.atlas.radius.md);
  });
});

describe('Atlas components read the theme like MUI components', () => {
  test('default props', () => {
    renderWithTheme(<ReviewCount count={3} />, {
      overrides: {
        components: {
          AtlasReviewCount: { defaultProps: { getLabel: (count) => `${count} avis` } },
        },
      },
    });
    expect(screen.getByText('3 avis')).toBeInTheDocument();
  });

  test('default props, overridden by the props given', () => {
    renderWithTheme(<RatingStars value={4} getValueText={() => 'From props'} />, {
      overrides: {
        components: { AtlasRatingStars: { defaultProps: { getValueText: () => 'From theme' } } },
      },
    });
    expect(screen.getByRole('img', { name: 'From props' })).toBeInTheDocument();
  });

  test('style overrides per slot', () => {
    renderWithTheme(<RatingStars value={4} showValue />, {
      overrides: {
        components: { AtlasRatingStars: { styleOverrides: { value: { letterSpacing: '3px' } } } },
      },
    });
    expect(screen.getByText('4.0')).toHaveStyle({ letterSpacing: '3px' });
  });

  test('style overrides reach the pagination links', () => {
    renderWithTheme(<Pagination page={1} count={3} getPageHref={(page) => `/p/${page}`} />, {
      overrides: {
        components: { AtlasPagination: { styleOverrides: { item: { letterSpacing: '2px' } } } },
      },
    });
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveStyle({
      letterSpacing: '2px',
    });
  });

  test('theme variants', () => {
    renderWithTheme(<CompanyCard name="Acme" href="/companies/acme" variant="featured" />, {
      overrides: {
        components: {
          AtlasCompanyCard: {
            variants: [{ props: { variant: 'featured' }, style: { outlineStyle: 'dashed' } }],
          },
        },
      },
    });
    expect(screen.getByRole('article', { name: 'Acme' })).toHaveStyle({ outlineStyle: 'dashed' });
  });
});

describe('the new components read the theme too', () => {
  test('default props of a filter component', () => {
    renderWithTheme(
      <SortSelect
        value={{ key: 'rating', direction: 'desc' }}
        onChange={() => {}}
        options={[{ key: 'rating', direction: 'desc', label: 'Rating' }]}
      />,
      {
        overrides: {
          components: { AtlasSortSelect: { defaultProps: { label: 'Trier par' } } },
        },
      },
    );
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
  });

  test('style overrides of a named slot', () => {
    renderWithTheme(
      <ActiveFilterPills
        pills={[
          { id: 'a', label: 'Poland' },
          { id: 'b', label: 'Ukraine' },
        ]}
        onRemove={() => {}}
        onClearAll={() => {}}
      />,
      {
        overrides: {
          components: {
            AtlasActiveFilterPills: { styleOverrides: { clearAll: { letterSpacing: '4px' } } },
          },
        },
      },
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveStyle({
      letterSpacing: '4px',
    });
  });

  test('default props of an app-shell component', () => {
    renderWithTheme(<NotificationBadge count={3} />, {
      overrides: {
        components: {
          AtlasNotificationBadge: { defaultProps: { getLabel: (count) => `${count} nouvelles` } },
        },
      },
    });
    expect(screen.getByRole('button', { name: '3 nouvelles' })).toBeInTheDocument();
  });
});

describe('Foundations story', () => {
  test.each<AtlasThemeVariant>(['default', 'awards'])(
    '%s: shows the colour roles accessibly',
    async (variant) => {
      const { Default } = composeStories(stories);
      const { container } = renderWithTheme(<Default />, { variant });
      expect(
        screen.getByRole('heading', { name: 'Colour roles (text on fill)' }),
      ).toBeInTheDocument();
      expect(screen.getByText('primary')).toBeVisible();
      await expectNoAxeViolations(container);
    },
  );
});
