import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AtlasDataGrid } from './AtlasDataGrid';
import type {
  AtlasDataGridProps,
  GridColDef,
  GridColumnVisibilityModel,
  GridPaginationModel,
} from './AtlasDataGrid';

interface Submission {
  id: number;
  title: string;
  budget: string;
  stage: string;
  received: string;
}

const stages = ['planning', 'first-talks', 'exploring-offers', 'functional'];

const allSubmissions: Submission[] = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  title: `Project ${index + 1}: ${['Mobile app', 'Website redesign', 'CRM rollout', 'SEO audit'][index % 4]}`,
  budget: `$${(15 + (index % 5) * 5).toLocaleString('en-US')},000`,
  stage: stages[index % stages.length] ?? 'planning',
  received: `2025-03-${String((index % 28) + 1).padStart(2, '0')}`,
}));

const columns: GridColDef<Submission>[] = [
  { field: 'title', headerName: 'Project', flex: 2, minWidth: 200 },
  { field: 'budget', headerName: 'Budget', flex: 1, minWidth: 110 },
  { field: 'stage', headerName: 'Stage', flex: 1, minWidth: 120 },
  { field: 'received', headerName: 'Received', flex: 1, minWidth: 120 },
];

/** Pages through the rows as a server would. */
function ServerSide(props: AtlasDataGridProps<Submission>) {
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const start = model.page * model.pageSize;
  return (
    <AtlasDataGrid<Submission>
      {...props}
      rows={allSubmissions.slice(start, start + model.pageSize)}
      rowCount={allSubmissions.length}
      paginationModel={model}
      onPaginationModelChange={(next) => {
        props.onPaginationModelChange?.(next);
        setModel(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/AtlasDataGrid',
  component: AtlasDataGrid<Submission>,
  tags: ['autodocs'],
  args: {
    label: 'Project submissions',
    rows: allSubmissions.slice(0, 10),
    columns,
    onPaginationModelChange: fn(),
    onSortModelChange: fn(),
  },
  argTypes: {
    density: { control: 'inline-radio', options: ['compact', 'standard', 'comfortable'] },
    rows: { control: false },
    columns: { control: false },
  },
} satisfies Meta<typeof AtlasDataGrid<Submission>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Server-side: ten rows a page of 42, pages reported to the owner. */
export const ServerPaginated: Story = { render: (args) => <ServerSide {...args} /> };

/** All rows on the client. */
export const ClientSide: Story = { args: { rows: allSubmissions } };

/** Loading the next page: the bar runs over the current rows. */
export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [], emptyText: 'No project submissions yet.' } };

export const LoadError: Story = { args: { error: 'Could not load the submissions.' } };

export const Comfortable: Story = { args: { density: 'comfortable' } };

/** Chooses its columns: the owner keeps the choice (the app stores it per person). */
function ChoosingColumns(props: AtlasDataGridProps<Submission>) {
  const [visible, setVisible] = React.useState<GridColumnVisibilityModel>({ stage: false });
  return (
    <AtlasDataGrid<Submission>
      {...props}
      rows={allSubmissions}
      columnVisibilityModel={visible}
      onColumnVisibilityModelChange={(next) => {
        props.onColumnVisibilityModelChange?.(next);
        setVisible(next);
      }}
    />
  );
}

export const ChosenColumns: Story = { render: (args) => <ChoosingColumns {...args} /> };
