import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterGroup } from '../FilterGroup/FilterGroup';
import { FilterTabs } from './FilterTabs';
import type { FilterTab } from './FilterTabs';

const tabs: FilterTab[] = [
  {
    id: 'location',
    label: 'Location',
    count: 1,
    content: (
      <FilterGroup
        filterType="checkbox"
        title="Countries"
        options={[
          { id: '1', name: 'Poland', count: 812 },
          { id: '2', name: 'Ukraine', count: 640 },
          { id: '3', name: 'Portugal', count: 233 },
        ]}
        selected={['1']}
        onChange={() => {}}
      />
    ),
  },
  {
    id: 'services',
    label: 'Services',
    content: (
      <FilterGroup
        filterType="checkbox"
        title="Services"
        options={[
          { id: 'web', name: 'Web Development', count: 1904 },
          { id: 'mobile', name: 'Mobile App Development', count: 1220 },
        ]}
        selected={[]}
        onChange={() => {}}
      />
    ),
  },
  {
    id: 'founded',
    label: 'Founding year',
    content: (
      <FilterGroup
        filterType="slider"
        title="Founding year"
        min={1990}
        max={2025}
        value={[2000, 2025]}
        onChange={() => {}}
      />
    ),
  },
];

const meta = {
  title: 'Filters/FilterTabs',
  component: FilterTabs,
  tags: ['autodocs'],
  args: { tabs, onTabChange: fn() },
  argTypes: {
    tabs: { control: false },
    actions: { control: false },
    currentTab: { control: 'inline-radio', options: [null, 'location', 'services', 'founded'] },
  },
} satisfies Meta<typeof FilterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: only the tabs. Click one to open it. */
export const Collapsed: Story = {};

/** Open on a tab; the tab with ticked options shows how many. */
export const Expanded: Story = { args: { defaultTab: 'location' } };

/** With the caller's actions under the filters. */
export const WithActions: Story = {
  args: {
    defaultTab: 'services',
    actions: (
      <>
        <Button variant="outlined">Clear</Button>
        <Button variant="contained">Apply</Button>
      </>
    ),
  },
};

/** The slider group inside the panel. */
export const SliderTab: Story = { args: { defaultTab: 'founded' } };

export const Translated: Story = {
  args: { defaultTab: 'location', label: 'Filtres', closeLabel: 'Fermer' },
};
