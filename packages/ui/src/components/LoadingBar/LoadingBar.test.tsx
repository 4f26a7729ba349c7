import { composeStories } from '@storybook/react-vite';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { LoadingBar } from './LoadingBar';
import type { LoadingBarPosition } from './LoadingBar';
import * as stories from './LoadingBar.stories';

const { Loading, Idle } = composeStories(stories);

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('appears only after 200 ms of loading, then advances on a 100 ms tick', () => {
    renderWithTheme(<Loading />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(progress()).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(progress()).toBe(2);
    act(() => vi.advanceTimersByTime(2400));
    expect(progress()).toBe(50);
  });

  test('never claims 100% while still loading', () => {
    renderWithTheme(<Loading />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(progress()).toBe(99);
  });

  test('finishing jumps to 100% and hides 500 ms later', () => {
    const { rerender } = renderWithTheme(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<LoadingBar loading={false} />);
    expect(progress()).toBe(100);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('a load quicker than the throttle shows nothing', () => {
    const { rerender } = renderWithTheme(<LoadingBar loading />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<LoadingBar loading={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('timings are props', () => {
    renderWithTheme(
      <LoadingBar loading throttle={0} duration={1000} tick={250} label="Chargement" />,
    );
    act(() => vi.advanceTimersByTime(0));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('progressbar', { name: 'Chargement' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  test('is hidden when idle', () => {
    renderWithTheme(<Idle />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test.each<LoadingBarPosition>(['fixed', 'static'])('position %s shows the bar', (position) => {
    renderWithTheme(<Loading position={position} />);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  test.each(Object.entries(composeStories(stories)))(
    'story %s has no axe violations',
    async (_name, Story) => {
      const { container } = renderWithTheme(<Story />);
      act(() => vi.advanceTimersByTime(500));
      vi.useRealTimers();
      await expectNoAxeViolations(container);
    },
  );
});
