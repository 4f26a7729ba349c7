import type { Meta, StoryObj } from '@storybook/react-vite';
import { InitialsAvatar } from './InitialsAvatar';

const meta = {
  title: 'People/InitialsAvatar',
  component: InitialsAvatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    nameKind: { control: 'inline-radio', options: ['person', 'organization'] },
  },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

/** One word gives one letter. */
export const SingleName: Story = { args: { name: 'Cher' } };

/** A company's initials come from its first two words: "Kite & Key Studio" → "KK". */
export const Organization: Story = {
  args: { name: 'Kite & Key Studio', nameKind: 'organization' },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

/** Different names, different colours; the same name always the same colour. */
export const ManyNames: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[
        'Ada Lovelace',
        'Grace Hopper',
        'Alan Turing',
        'Katherine Johnson',
        'Linus Torvalds',
        'Margaret Hamilton',
        'Tim Berners-Lee',
        'Hedy Lamarr',
        'Ada Lovelace',
      ].map((name, index) => (
        <InitialsAvatar key={`${name}-${index}`} {...args} name={name} />
      ))}
    </div>
  ),
};

/** Beside a written name it is decoration. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <InitialsAvatar {...args} decorative />
      {args.name}
    </span>
  ),
};
