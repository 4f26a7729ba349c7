import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LazyImage } from './LazyImage';
import { originalImage, webpImage } from '../../test/images';

const meta = {
  title: 'Media/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ width: 480, height: 270 }}>
      <LazyImage {...args} />
    </div>
  ),
  args: {
    src: originalImage,
    webpSrc: webpImage,
    alt: 'The old town of Kraków',
    width: 480,
    height: 270,
    onLoad: fn(),
  },
  argTypes: {
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WebP first, the original as the fallback. */
export const WebpWithFallback: Story = {};

/** Only the original. */
export const OriginalOnly: Story = { args: { webpSrc: undefined } };

/** A slow fade to see it. */
export const SlowFade: Story = { args: { fadeDuration: 1500 } };

export const Contain: Story = { args: { fit: 'contain', loading: 'eager' } };
