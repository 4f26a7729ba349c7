import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, expectTypeOf, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { MediaItem, assertMediaType } from './MediaItem';
import type { MediaItemProps, MediaType } from './MediaItem';
import * as stories from './MediaItem.stories';

const { Image, Video, WithoutCaption } = composeStories(stories);

describe('MediaItem', () => {
  test('an image is a lazy picture in a captioned figure', () => {
    renderWithTheme(<Image />);
    expect(screen.getByRole('img', { name: 'Mobile banking app, home screen' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(
      screen.getByRole('figure', { name: 'Mobile banking app for Northwind Bank' }),
    ).toBeInTheDocument();
  });

  test('a video has controls and a name', () => {
    renderWithTheme(<Video />);
    const video = screen.getByLabelText('Product walkthrough');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
  });

  test('the caption is optional', () => {
    renderWithTheme(<WithoutCaption />);
    expect(screen.getByRole('figure')).not.toHaveTextContent(/./);
  });

  test('type is "image" or "video" only, for the type checker', () => {
    expectTypeOf<MediaItemProps['type']>().toEqualTypeOf<MediaType>();
    expectTypeOf<MediaType>().toEqualTypeOf<'image' | 'video'>();
  });

  test('any other type is a type error and throws a clear error at run time', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() =>
        // @ts-expect-error -- proves the type error: 'audio' is not a MediaType.
        render(<MediaItem type="audio" src="/a.mp3" alt="A podcast" />),
      ).toThrow('MediaItem: type must be "image" or "video", got "audio".');
    } finally {
      consoleError.mockRestore();
    }
    expect(() => assertMediaType('gif')).toThrow(TypeError);
    expect(() => assertMediaType('video')).not.toThrow();
  });

  test.each<MediaType>(['image', 'video'])('type %s renders', (type) => {
    renderWithTheme(<Image type={type} />);
    const name = 'Mobile banking app, home screen';
    expect(
      type === 'image' ? screen.getByRole('img', { name }) : screen.getByLabelText(name),
    ).toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
