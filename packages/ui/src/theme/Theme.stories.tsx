import { getContrastRatio, styled, useTheme } from '@mui/material/styles';
import type { TypographyVariant } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getAtlasTokens } from './getAtlasTokens';

const Section = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(4),
  '& > h2': { ...theme.typography.overline, margin: 0, color: theme.palette.text.secondary },
}));

const Swatches = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Swatch = styled('li')(({ theme }) => ({
  display: 'grid',
  alignContent: 'end',
  minHeight: 88,
  padding: theme.spacing(1.5),
  borderRadius: getAtlasTokens(theme).radius.md,
  border: `1px solid ${theme.palette.divider}`,
  ...theme.typography.caption,
  '& strong': { ...theme.typography.subtitle2 },
}));

const colourRoles: Array<'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
];

const typeScale: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'body1',
  'body2',
  'caption',
];

/** Colours, type scale and tokens of the theme chosen in the toolbar, with contrast ratios. */
function ThemeFoundations() {
  const theme = useTheme();
  const tokens = getAtlasTokens(theme);
  const { palette } = theme;
  const roles = colourRoles.map((role) => ({ role, color: palette[role] }));
  const textSwatches: Array<[string, string]> = [
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
    ['primary.main', palette.primary.main],
  ];
  const ratio = (foreground: string, background: string) =>
    `${getContrastRatio(foreground, background).toFixed(1)}:1`;

  return (
    <div>
      <Section aria-labelledby="foundations-colours">
        <h2 id="foundations-colours">Colour roles (text on fill)</h2>
        <Swatches>
          {roles.map(({ role, color }) => (
            <Swatch key={role} style={{ backgroundColor: color.main, color: color.contrastText }}>
              <strong>{role}</strong>
              {color.main} · {ratio(color.contrastText, color.main)}
            </Swatch>
          ))}
        </Swatches>
      </Section>

      <Section aria-labelledby="foundations-text">
        <h2 id="foundations-text">Text on paper</h2>
        <Swatches>
          {textSwatches.map(([name, color]) => (
            <Swatch key={name} style={{ backgroundColor: palette.background.paper, color }}>
              <strong>{name}</strong>
              {color} · {ratio(color, palette.background.paper)}
            </Swatch>
          ))}
        </Swatches>
      </Section>

      <Section aria-labelledby="foundations-chart">
        <h2 id="foundations-chart">Chart and rating colours</h2>
        <Swatches>
          {[...tokens.chart, tokens.rating.filled, tokens.rating.empty].map((color, index) => (
            <Swatch key={`${color}-${index}`} style={{ backgroundColor: palette.background.paper }}>
              <span
                aria-hidden
                style={{ display: 'block', height: 24, borderRadius: 6, backgroundColor: color }}
              />
              {color}
            </Swatch>
          ))}
        </Swatches>
      </Section>

      <Section aria-labelledby="foundations-type">
        <h2 id="foundations-type">Type scale</h2>
        {typeScale.map((variant) => (
          <p key={variant} style={{ ...theme.typography[variant], margin: 0 }}>
            {variant} · Find the right agency for your project
          </p>
        ))}
      </Section>

      <Section aria-labelledby="foundations-shape">
        <h2 id="foundations-shape">Radius and spacing</h2>
        <p style={{ ...theme.typography.body2, margin: 0 }}>
          radius sm {tokens.radius.sm}px · md {tokens.radius.md}px · lg {tokens.radius.lg}px ·
          spacing unit {theme.spacing(1)}
        </p>
      </Section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeFoundations,
  tags: ['autodocs'],
} satisfies Meta<typeof ThemeFoundations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { globals: { theme: 'default' } };

export const Awards: Story = { globals: { theme: 'awards' } };
