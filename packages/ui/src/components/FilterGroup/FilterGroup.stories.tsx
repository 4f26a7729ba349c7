import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilterGroup } from './FilterGroup';
import type { FilterGroupOption, FilterGroupProps } from './FilterGroup';

const hourlyRates: FilterGroupOption[] = [
  { id: '29', name: '< $30', count: 412 },
  { id: '30', name: '$30 - $70', count: 1280 },
  { id: '70', name: '$70 - $150', count: 655 },
  { id: '150', name: '$150 - $250', count: 98 },
  { id: '250', name: '$250+', count: 0 },
];

const countries: FilterGroupOption[] = [
  'Argentina',
  'Australia',
  'Brazil',
  'Canada',
  'Colombia',
  'Estonia',
  'France',
  'Germany',
  'India',
  'Mexico',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Spain',
  'Ukraine',
  'United Kingdom',
  'United States',
].map((name, index) => ({ id: String(index + 1), name, count: 40 + ((index * 37) % 900) }));

/** Keeps the selection in state so the catalogue's groups can be used. */
function Stateful(props: FilterGroupProps) {
  const [selected, setSelected] = React.useState(
    props.filterType === 'checkbox' ? props.selected : [],
  );
  const [range, setRange] = React.useState(props.filterType === 'slider' ? props.value : null);
  if (props.filterType === 'slider') {
    return (
      <FilterGroup
        {...props}
        value={range ?? props.value}
        onChange={(next: [number, number]) => {
          props.onChange(next);
          setRange(next);
        }}
      />
    );
  }
  return (
    <FilterGroup
      {...props}
      selected={selected}
      onChange={(next: string[]) => {
        props.onChange(next);
        setSelected(next);
      }}
    />
  );
}

const checkboxArgs = {
  filterType: 'checkbox',
  title: 'Hourly rate',
  options: hourlyRates,
  selected: [],
  onChange: fn(),
} satisfies FilterGroupProps;

const meta = {
  title: 'Filters/FilterGroup',
  component: FilterGroup,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Stateful {...args} />
    </div>
  ),
  args: checkboxArgs,
  argTypes: {
    filterType: { control: false },
    getSearchLabel: { control: false },
    getThumbLabel: { control: false },
  },
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short list: no search box. */
export const Checkboxes: Story = { args: checkboxArgs };

/** Ticked options stay ticked when the list is filtered. */
export const WithSelection: Story = { args: { ...checkboxArgs, selected: ['30', '70'] } };

/** Options with no matching company are hidden unless ticked. */
export const HideEmpty: Story = { args: { ...checkboxArgs, hideEmpty: true } };

/** From `searchThreshold` options on, a search box filters the list. */
export const LongListWithSearch: Story = {
  args: { ...checkboxArgs, title: 'Countries', options: countries, selected: ['12'] },
};

/** Options without counts. */
export const WithoutCounts: Story = {
  args: {
    ...checkboxArgs,
    title: 'Others',
    options: [
      { id: 'headquarter', name: 'Headquarter only' },
      { id: 'awarded', name: 'Awarded companies only' },
      { id: 'verified', name: 'Verified companies only' },
    ],
  },
};

/** `filterType: 'slider'`: a range with two thumbs, e.g. founding years. */
export const FoundingYears: Story = {
  args: {
    filterType: 'slider',
    title: 'Founding year',
    min: 1990,
    max: 2025,
    value: [2005, 2020],
    onChange: fn(),
  },
};
