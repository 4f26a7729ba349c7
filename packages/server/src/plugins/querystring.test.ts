import { describe, expect, it } from 'vitest';
import { parseQueryString } from './querystring';

describe('parseQueryString', () => {
  it('folds key[] into one array and keeps plain keys as strings', () => {
    expect(parseQueryString('countries[]=1&countries[]=2&page=3&foundingyears[min]=2000')).toEqual({
      countries: ['1', '2'],
      page: '3',
      'foundingyears[min]': '2000',
    });
  });

  it('makes a single key[] an array and a repeated plain key an array', () => {
    expect(parseQueryString('services[]=5&sort=name&sort=price')).toEqual({
      services: ['5'],
      sort: ['name', 'price'],
    });
  });

  it('decodes values', () => {
    expect(parseQueryString('q=a%20b+c')).toEqual({ q: 'a b c' });
  });
});
