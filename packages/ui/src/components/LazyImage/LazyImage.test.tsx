import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import type { LazyImageFit } from './LazyImage';
import * as stories from './LazyImage.stories';
import { originalImage, webpImage } from '../../test/images';

const { WebpWithFallback, OriginalOnly, SlowFade } = composeStories(stories);

describe('LazyImage', () => {
  test('offers WebP first with the original as the fallback, lazily', () => {
    renderWithTheme(<WebpWithFallback />);
    const img = screen.getByRole('img', { name: 'The old town of Kraków' });
    expect(img).toHaveAttribute('src', originalImage);
    expect(img).toHaveAttribute('loading', 'lazy');
    const source = img.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', webpImage);
  });

  test('without WebP there is only the original', () => {
    renderWithTheme(<OriginalOnly />);
    const img = screen.getByRole('img', { name: 'The old town of Kraków' });
    expect(img.closest('picture')?.querySelector('source')).toBeNull();
  });

  test('is transparent until loaded, then fades in over 250 ms', () => {
    const onLoad = fn();
    renderWithTheme(<WebpWithFallback onLoad={onLoad} />);
    const img = screen.getByRole('img', { name: 'The old town of Kraków' });
    expect(img).toHaveStyle({ opacity: '0', transition: 'opacity 250ms ease-in' });
    fireEvent.load(img);
    expect(img).toHaveStyle({ opacity: '1' });
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  test('the fade duration is a prop', () => {
    renderWithTheme(<SlowFade />);
    expect(screen.getByRole('img')).toHaveStyle({ transition: 'opacity 1500ms ease-in' });
  });

  test.each<LazyImageFit>(['cover', 'contain'])('fit %s', (fit) => {
    renderWithTheme(<WebpWithFallback fit={fit} />);
    expect(screen.getByRole('img')).toHaveStyle({ objectFit: fit });
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      await expectNoAxeViolations(container);
    },
  );
});
