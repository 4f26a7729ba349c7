import { composeStories } from '@storybook/react-vite';
import { act, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { Countdown, countdownParts } from './Countdown';
import type { CountdownSize } from './Countdown';
import * as stories from './Countdown.stories';

const { Running, Expired, Translated } = composeStories(stories);

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 2, 10, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows "Voting Phase" and the time left', () => {
    renderWithTheme(<Running />);
    expect(screen.getByText('Voting Phase')).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Voting Phase' })).toHaveTextContent(
      '03Days04Hours12Minutes09Seconds',
    );
  });

  test('ticks every second and shows the ended text at the end', () => {
    const onExpire = fn();
    renderWithTheme(<Countdown end={Date.now() + 3000} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('03Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('02Seconds');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Voting Phase has ended! Winners will be announced soon!',
    );
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('an end already past shows the ended text at once', () => {
    renderWithTheme(<Expired />);
    expect(
      screen.getByText('Voting Phase has ended! Winners will be announced soon!'),
    ).toBeVisible();
  });

  test('accepts ISO strings and Dates', () => {
    renderWithTheme(<Countdown end={new Date(Date.now() + 61_000)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01Minutes01Seconds');
  });

  test.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-5000, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [90_061_999, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
  ])('countdownParts(%i)', (ms, parts) => {
    expect(countdownParts(ms)).toEqual(parts);
  });

  test('translates', () => {
    renderWithTheme(<Translated />);
    expect(screen.getByRole('timer', { name: 'Phase de vote' })).toHaveTextContent('Jours');
  });

  test.each<CountdownSize>(['small', 'medium'])('size %s', (size) => {
    renderWithTheme(<Running size={size} />);
    expect(screen.getByRole('timer')).toBeVisible();
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
