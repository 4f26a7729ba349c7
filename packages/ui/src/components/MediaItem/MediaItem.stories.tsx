import type { Meta, StoryObj } from '@storybook/react-vite';
import { originalImage, webpImage } from '../../test/images';
import { MediaItem } from './MediaItem';

const meta = {
  title: 'Media/MediaItem',
  component: MediaItem,
  tags: ['autodocs'],
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <MediaItem {...args} />
    </div>
  ),
  args: {
    type: 'image',
    src: originalImage,
    webpSrc: webpImage,
    alt: 'Mobile banking app, home screen',
    caption: 'Mobile banking app for Northwind Bank',
  },
  argTypes: { type: { control: 'inline-radio', options: ['image', 'video'] } },
} satisfies Meta<typeof MediaItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};

/** A video with controls; nothing loads until played (the story has no video file). */
export const Video: Story = {
  args: {
    type: 'video',
    src: 'data:video/mp4;base64,',
    poster: originalImage,
    alt: 'Product walkthrough',
    caption: 'Walkthrough of the onboarding flow',
  },
};

export const WithoutCaption: Story = { args: { caption: undefined } };
