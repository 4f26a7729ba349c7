import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { PageFade } from './PageFade';
import * as stories from './PageFade.stories';

const { Default, Quick } = composeStories(stories);

describe('PageFade', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('keeps the old page for 300 ms, then shows the new one', () => {
    renderWithTheme(<Default />);
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Services' }));
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('heading', { name: 'Services' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Companies' })).not.toBeInTheDocument();
  });

  test('the duration is a prop', () => {
    renderWithTheme(<Quick />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Awards' }));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('heading', { name: 'Awards' })).toBeInTheDocument();
  });

  test('a second change while fading out lands on the newest page', () => {
    renderWithTheme(<Default />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Services' }));
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Awards' }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('heading', { name: 'Awards' })).toBeInTheDocument();
  });

  test('updates on the same page show at once', () => {
    const { rerender } = renderWithTheme(<PageFade transitionKey="a">one</PageFade>);
    rerender(<PageFade transitionKey="a">two</PageFade>);
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  test('with pending, the page fades out while the next loads, then the next shows at once', () => {
    const { rerender } = renderWithTheme(
      <PageFade transitionKey="a" pending={false}>
        <h1>First</h1>
      </PageFade>,
    );
    const first = screen.getByRole('heading', { name: 'First' });
    expect(first.closest('[aria-busy="true"]')).toBeNull();
    rerender(
      <PageFade transitionKey="a" pending>
        <h1>First</h1>
      </PageFade>,
    );
    expect(
      screen.getByRole('heading', { name: 'First' }).closest('[aria-busy="true"]'),
    ).not.toBeNull();
    rerender(
      <PageFade transitionKey="b" pending={false}>
        <h1>Second</h1>
      </PageFade>,
    );
    // No timer runs: the new page is there in the same render, and no longer busy.
    const second = screen.getByRole('heading', { name: 'Second' });
    expect(second.closest('[aria-busy]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      vi.useRealTimers();
      await expectNoAxeViolations(container);
    },
  );
});
