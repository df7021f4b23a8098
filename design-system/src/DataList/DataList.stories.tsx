import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select } from '../Select/Select.js';
import { TextField } from '../TextField/TextField.js';
import { DataList, type DataListColumn } from './DataList.js';
import { FilterBar } from './FilterBar.js';

interface Technician {
  id: string;
  name: string;
  email: string;
  community: string;
  status: string;
}

const technicians: Technician[] = [
  {
    id: '1',
    name: 'Ada Nukwak',
    email: 'ada@example.com',
    community: 'Bethel',
    status: 'Approved',
  },
  { id: '2', name: 'Bo Paniptchuk', email: 'bo@example.com', community: 'Nome', status: 'Applied' },
  {
    id: '3',
    name: 'Cy Evan',
    email: 'cy@example.com',
    community: 'Kotzebue',
    status: 'Interviewing',
  },
];

const columns: DataListColumn<Technician>[] = [
  { header: 'Name', primary: true, cell: (t) => t.name },
  { header: 'E-mail', cell: (t) => <a href={`mailto:${t.email}`}>{t.email}</a> },
  { header: 'Community', cell: (t) => t.community },
  { header: 'Status', cell: (t) => t.status },
];

const filterBar = (
  <FilterBar aria-label="Filter technicians">
    <TextField label="Search" type="search" />
    <Select label="Sort" options={['Name', 'Newest']} />
  </FilterBar>
);

const meta = {
  title: 'Components/DataList',
  component: DataList<Technician>,
  args: {
    caption: 'Technicians',
    columns,
    items: technicians,
    getId: (t: Technician) => t.id,
    emptyText: 'No technicians found',
    filterBar,
  },
} satisfies Meta<typeof DataList<Technician>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Entries can be chosen; the chosen one is marked current. */
export const Choosable: Story = {
  render: function Choosable(args) {
    const [selectedId, setSelectedId] = useState<string | null>('2');
    return <DataList {...args} selectedId={selectedId} onSelect={setSelectedId} />;
  },
};

export const WithPages: Story = {
  args: { onNextPage: () => {}, onFirstPage: () => {} },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading technicians', onFirstPage: () => {} },
};

export const Empty: Story = {
  args: { items: [] },
};
