import type { Meta, StoryObj } from '@storybook/react-vite';
import { InitialsAvatar } from './InitialsAvatar';

const meta = {
  title: 'People/InitialsAvatar',
  component: InitialsAvatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};

/** One word gives one letter. */
export const SingleName: Story = { args: { name: 'Cher' } };

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
