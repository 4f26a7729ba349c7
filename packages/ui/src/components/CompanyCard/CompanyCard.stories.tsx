import Chip from '@mui/material/Chip';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../../test/storyLinks';
import { CompanyCard } from './CompanyCard';
import type { CompanyCardProps } from './CompanyCard';

/** A drawn logo as a data address, so the stories need no network. */
function demoLogo(mark: string, background: string, foreground = '#FFFFFF'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><text x="32" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${foreground}">${mark}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const northwind: CompanyCardProps = {
  name: 'Northwind Digital',
  href: '/companies/northwind-digital',
  LinkComponent: StoryLink,
  logoSrc: demoLogo('N', '#0F766E'),
  city: 'Lviv',
  country: 'Ukraine',
  rating: 4.8,
  reviewCount: 42,
  reviewsHref: '/companies/northwind-digital#reviews',
  minProjectSizeLabel: '$10,000+',
  hourlyRateLabel: '$25 – $49 / hr',
  teamSizeLabel: '50 – 249',
  summary:
    'Product studio building web and mobile platforms for fintech and healthcare scale-ups, from discovery workshops to long-term engineering teams.',
  services: [
    { name: 'Web Development', percentage: 60 },
    { name: 'Mobile App Development', percentage: 25 },
    { name: 'UX/UI Design', percentage: 15 },
  ],
  verified: true,
  actions: [
    { label: 'View profile', href: '/companies/northwind-digital' },
    {
      label: 'Visit website',
      href: 'https://northwind.example',
      variant: 'secondary',
      external: true,
      accessibleName: 'Visit website of Northwind Digital',
    },
  ],
};

const meta = {
  title: 'Directory/CompanyCard',
  component: CompanyCard,
  tags: ['autodocs'],
  args: northwind,
  argTypes: {
    variant: { control: 'inline-radio', options: ['standard', 'featured'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    LinkComponent: { control: false },
    badges: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified company with everything filled in. */
export const Default: Story = {};

/** A paid placement: the "Sponsored" label is visible, and the card is framed. */
export const Sponsored: Story = {
  args: {
    name: 'Brightpath Marketing',
    href: '/companies/brightpath-marketing',
    logoSrc: demoLogo('B', '#7C3AED'),
    city: 'Austin',
    country: 'United States',
    rating: 4.5,
    reviewCount: 128,
    reviewsHref: '/companies/brightpath-marketing#reviews',
    minProjectSizeLabel: '$5,000+',
    hourlyRateLabel: '$100 – $149 / hr',
    teamSizeLabel: '10 – 49',
    summary: 'Performance marketing and SEO for B2B software companies.',
    services: [
      { name: 'Search Engine Optimization', percentage: 40 },
      { name: 'Pay Per Click', percentage: 35 },
      { name: 'Content Marketing', percentage: 25 },
    ],
    verified: true,
    sponsored: true,
    variant: 'featured',
    actions: [
      { label: 'View profile', href: '/companies/brightpath-marketing' },
      {
        label: 'Get a quote',
        href: '/companies/brightpath-marketing/contact',
        variant: 'secondary',
      },
    ],
  },
};

/** A sponsored card that says where it ranks without payment. */
export const SponsoredWithOrganicRank: Story = {
  args: { ...Sponsored.args, sponsoredNote: 'Organic rank #7' },
};

/**
 * On a city listing the card shows the matching office, not the headquarters; with location
 * filters it names the chosen places the company is in. The actions take the right third.
 */
export const MatchingOffice: Story = {
  args: {
    office: 'Kyiv, Ukraine',
    matchedPlaces: ['Ukraine', 'Poland'],
    actions: [
      {
        label: 'Visit website',
        href: 'https://northwind.example',
        external: true,
        rel: 'nofollow noopener ugc',
        accessibleName: 'Visit website of Northwind Digital',
      },
      {
        label: 'Contact',
        href: '/company/northwind-digital#contact',
        variant: 'secondary',
        accessibleName: 'Contact Northwind Digital',
      },
      {
        label: 'View profile',
        href: '/company/northwind-digital',
        variant: 'secondary',
        accessibleName: 'View profile of Northwind Digital',
      },
    ],
  },
};

/** No logo: the initials stand in. No reviews yet, no summary, one action. */
export const NewListing: Story = {
  args: {
    name: 'Kite & Key Studio',
    href: '/companies/kite-and-key-studio',
    logoSrc: undefined,
    city: 'Porto',
    country: 'Portugal',
    rating: undefined,
    reviewCount: 0,
    reviewsHref: undefined,
    minProjectSizeLabel: '$1,000+',
    hourlyRateLabel: '< $25 / hr',
    teamSizeLabel: '2 – 9',
    summary: undefined,
    services: [{ name: 'Branding', percentage: 100 }],
    verified: false,
    actions: [{ label: 'View profile', href: '/companies/kite-and-key-studio' }],
  },
};

/** Only what a card cannot do without: a name and its link. */
export const Minimal: Story = {
  args: {
    name: 'Acme',
    href: '/companies/acme',
    logoSrc: undefined,
    city: undefined,
    country: undefined,
    rating: undefined,
    reviewCount: undefined,
    reviewsHref: undefined,
    minProjectSizeLabel: undefined,
    hourlyRateLabel: undefined,
    teamSizeLabel: undefined,
    summary: undefined,
    services: undefined,
    verified: false,
    actions: undefined,
  },
};

/** Many service lines: colours repeat after six, the legend wraps. */
export const ManyServices: Story = {
  args: {
    services: [
      { name: 'Web Development', percentage: 30 },
      { name: 'Mobile App Development', percentage: 20 },
      { name: 'UX/UI Design', percentage: 15 },
      { name: 'IT Staff Augmentation', percentage: 10 },
      { name: 'Cloud Consulting', percentage: 10 },
      { name: 'QA & Testing', percentage: 10 },
      { name: 'AI Development', percentage: 5 },
    ],
  },
};

/** Long texts wrap instead of overflowing. */
export const LongTexts: Story = {
  args: {
    name: 'Transcontinental Enterprise Software Engineering Consultancy International',
    city: 'San Francisco',
    country: 'United States of America',
    hourlyRateLabel: '$150 – $199 / hr',
    minProjectSizeLabel: '$250,000+',
    teamSizeLabel: '10,000+',
  },
};

/** Extra badges come through the `badges` slot. */
export const WithAwardBadge: Story = {
  args: {
    badges: (
      <Chip size="small" color="primary" variant="outlined" label="Top 10 · Web Development 2025" />
    ),
  },
};

/** Under a section heading the name becomes an h3. */
export const HeadingLevel3: Story = { args: { headingLevel: 3 } };

/** Translated fixed texts. */
export const Translated: Story = {
  args: {
    sponsored: true,
    labels: {
      minProjectSize: 'Projet minimum',
      hourlyRate: 'Taux horaire',
      teamSize: 'Équipe',
      headquarters: 'Siège',
      office: 'Bureau',
      locatedIn: 'Présent à',
      services: 'Services',
      verified: 'Vérifiée',
      sponsored: 'Sponsorisé',
      opensInNewTab: '(nouvel onglet)',
    },
    actions: [{ label: 'Voir le profil', href: '/companies/northwind-digital' }],
  },
};

/** On a phone the card stacks: it follows its own width, not the window's. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** A listing of cards, as on /companies. */
export const Listing: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 1040 }}>
      <CompanyCard {...args} {...Sponsored.args} />
      <CompanyCard {...args} />
      <CompanyCard {...args} {...NewListing.args} />
    </div>
  ),
};

/** The dark, gold awards look (switch any story with the toolbar's theme menu). */
export const AwardsTheme: Story = { globals: { theme: 'awards' } };
