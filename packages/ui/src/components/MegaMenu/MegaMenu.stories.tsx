import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLink } from '../../test/storyLinks';
import { MegaMenu } from './MegaMenu';
import type { MegaMenuSection } from './MegaMenu';

const slug = (text: string) =>
  `/companies/${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

const section = (title: string, names: string[], seeAll = false): MegaMenuSection => ({
  title,
  links: names.map((label) => ({ label, href: slug(label) })),
  seeAll: seeAll ? { label: 'See all', href: '/countries' } : undefined,
});

export const regions: MegaMenuSection[] = [
  section('Europe', ['Poland', 'Ukraine', 'United Kingdom', 'Kraków', 'Lviv'], true),
  section('Asia', ['India', 'Vietnam', 'Bangalore'], true),
  section('Latin America', ['Argentina', 'Brazil', 'Buenos Aires'], true),
  section('North America and Australia', ['United States', 'Canada', 'Australia'], true),
];

export const serviceGroups: MegaMenuSection[] = [
  section('Web & Software Development', [
    'Web Development',
    'Mobile App Development',
    'E-commerce',
  ]),
  section('Design', ['UX/UI Design', 'Graphic Design', 'Logo Design']),
  section('Advertising', ['Digital Marketing', 'SEO', 'PPC']),
  section('Business Services', ['IT Consulting', 'Accounting', 'Call Centers']),
];

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  tags: ['autodocs'],
  args: {
    sections: regions,
    label: 'Companies',
    action: { label: 'Discover All Agencies in the World', href: '/companies' },
    LinkComponent: StoryLink,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['columns', 'tabs'] },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Companies menu: regions side by side, each with "See all". */
export const Columns: Story = {};

/** The Services menu: four tabs of services. */
export const ServicesTabs: Story = {
  args: {
    variant: 'tabs',
    label: 'Services',
    sections: serviceGroups,
    action: { label: 'Discover All Services', href: '/services' },
  },
};

/** Without a call-to-action. */
/** Countries and cities under their own labels inside each region. */
export const GroupedLinks: Story = {
  args: {
    sections: [
      {
        title: 'Europe',
        links: [],
        groups: [
          { label: 'Countries', links: [{ label: 'Poland', href: slug('Poland') }] },
          {
            label: 'Cities',
            links: [
              { label: 'Kraków', href: slug('Krakow') },
              { label: 'Lviv', href: slug('Lviv') },
            ],
          },
        ],
        seeAll: { label: 'See all', href: '/countries' },
      },
    ],
  },
};

export const WithoutAction: Story = { args: { action: undefined } };
