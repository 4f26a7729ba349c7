import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

describe('appTheme', () => {
  it('builds each variant once and answers the same theme after', () => {
    const awards = appTheme('awards');
    expect(appTheme('awards')).toBe(awards);
    expect(appTheme('default')).toBe(appTheme('default'));
    expect(appTheme('default')).not.toBe(awards);
    expect(awards.palette.mode).not.toBe(undefined);
    expect(awards.palette.background.default).not.toBe(
      appTheme('default').palette.background.default,
    );
  });
});
