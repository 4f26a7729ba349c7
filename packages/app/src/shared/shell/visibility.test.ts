import { describe, expect, it } from 'vitest';
import {
  ctaBannerFor,
  isFooterVisible,
  isHeaderVisible,
  isTop10BadgeHiddenOn,
  topCompaniesServiceCity,
  type CtaBanner,
} from './visibility';

describe('the footer', () => {
  it.each<[string, string | undefined, boolean]>([
    ['/', 'index', true],
    ['/companies', undefined, true],
    ['/project-submission', 'project-submission', false],
    ['/project-submission', undefined, false],
    ['/project-submission/confirmation', 'project-submission-confirmation', true],
    ['/top-companies/promote', 'top-companies-promote', false],
    ['/top-companies/promote/join', 'top-companies-promote-join', true],
    ['/top-companies/seo/london/screenshot', 'top-companies-service-city-screenshot', false],
    ['/top-companies/seo/london/screenshot', undefined, false],
    ['/top-companies/seo/london', 'top-companies-service-city', true],
  ])('%s (route %s) shows the footer: %s', (pathname, routeName, visible) => {
    expect(isFooterVisible({ pathname, routeName })).toBe(visible);
  });
});

describe('the site header', () => {
  it.each<[string | undefined, boolean]>([
    ['dashboard-company-promote-join', false],
    ['top-companies-promote-join', true],
    ['dashboard', true],
    [undefined, true],
  ])('route %s shows the header: %s', (routeName, visible) => {
    expect(isHeaderVisible({ pathname: '/dashboard/company/promote/join', routeName })).toBe(
      visible,
    );
  });
});

describe('the call-to-action banner', () => {
  it.each<[string, string | undefined, CtaBanner]>([
    ['/', 'index', 'get-listed'],
    ['/', undefined, 'get-listed'],
    ['/about-us', 'about-us', 'valet'],
    ['/company/acme', 'company-slug', 'valet'],
    ['/countries', 'countries', 'valet'],
    ['/awards-2025', 'awards-2025', 'valet'],
    ['/dashboard/', 'dashboard', 'none'],
    ['/dashboard/inbox/valet', undefined, 'none'],
    ['/blog', 'blog', 'none'],
    ['/blog/some-post', undefined, 'none'],
    ['/es/blog/una-entrada', undefined, 'none'],
    ['/companies', 'companies', 'none'],
    ['/companies/poland', undefined, 'none'],
    ['/companies/seo/london', undefined, 'none'],
    ['/companies/get-listed', 'companies-get-listed', 'none'],
    ['/companies/submit', 'companies-submit', 'none'],
    ['/login', 'login', 'none'],
    ['/register', undefined, 'none'],
    ['/forgot', undefined, 'none'],
    ['/password/reset', undefined, 'none'],
    ['/email/verify/1/abc', undefined, 'none'],
    ['/company/claim', 'company-claim', 'none'],
    ['/company/join/claim/acme', undefined, 'none'],
    ['/company/edit', 'company-edit', 'none'],
    ['/company/review/submit/acme', 'company-review-submit-slug', 'none'],
    ['/project-submission', 'project-submission', 'none'],
    ['/improve-ranking', 'improve-ranking', 'none'],
    ['/write-for-us', 'write-for-us', 'none'],
    ['/company/join/invitation/5', 'company-join-invitation-id', 'none'],
    ['/somewhere', 'auth-something', 'none'],
  ])('%s (route %s) shows %s', (pathname, routeName, expected) => {
    expect(ctaBannerFor({ pathname, routeName })).toBe(expected);
  });
});

describe('the TOP 10 badge and entry', () => {
  it.each<[string, boolean]>([
    ['/', false],
    ['/companies/poland', false],
    ['/top-companies/promote', true],
    ['/top-companies/promote/join', true],
    ['/top-companies/seo/london', true],
  ])('%s hides the badge: %s', (pathname, hidden) => {
    expect(isTop10BadgeHiddenOn({ pathname })).toBe(hidden);
  });

  it('recognises service-city pages only', () => {
    expect(topCompaniesServiceCity('/top-companies/seo/london')).toEqual({
      service: 'seo',
      city: 'london',
    });
    expect(topCompaniesServiceCity('/top-companies/promote/join')).toBeNull();
    expect(topCompaniesServiceCity('/top-companies/seo/london/screenshot')).toBeNull();
    expect(topCompaniesServiceCity('/companies/seo/london')).toBeNull();
  });
});
