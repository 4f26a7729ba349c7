import { describe, expect, it } from 'vitest';
import { DEFAULT_VARIANTS, parseCookieHeader, resolveVariants, VARIANT_COOKIES } from './variants';

describe('resolveVariants', () => {
  it('keeps valid cookie values and assigns nothing', () => {
    const { variants, assign } = resolveVariants({
      contact_button_style: 'get_a_quote',
      valet_button_style: 'hire_company',
      valet_form_style: 'with_focuses_step',
      valet_contact_details_mode: 'without_phone_and_role',
    });
    expect(variants).toEqual({
      contactButtonStyle: 'get_a_quote',
      valetButtonStyle: 'hire_company',
      valetFormStyle: 'with_focuses_step',
      contactDetailsMode: 'without_phone_and_role',
    });
    expect(assign).toEqual({});
  });

  it('falls back to submit_my_project and without_focuses_step for unknown values', () => {
    const { variants, assign } = resolveVariants(
      { valet_button_style: 'buy_now', valet_form_style: 'x' },
      () => 0,
    );
    expect(variants.valetButtonStyle).toBe('submit_my_project');
    expect(variants.valetFormStyle).toBe('without_focuses_step');
    expect(assign).not.toHaveProperty(VARIANT_COOKIES.valetButtonStyle);
  });

  it('draws the random variants and returns them to be stored', () => {
    expect(resolveVariants({}, () => 0.99).assign).toEqual({
      contact_button_style: 'get_in_touch',
      valet_contact_details_mode: 'without_phone_and_role',
    });
    expect(resolveVariants({}, () => 0).variants).toEqual({
      ...DEFAULT_VARIANTS,
      contactButtonStyle: 'contact',
      contactDetailsMode: 'with_phone_and_role',
    });
    expect(resolveVariants({}, () => 0.5).variants.contactButtonStyle).toBe('get_a_quote');
  });
});

describe('parseCookieHeader', () => {
  it('reads names and decoded values, first occurrence winning', () => {
    expect(parseCookieHeader('a=1; b=hello%20world; a=2;bad; c=')).toEqual({
      a: '1',
      b: 'hello world',
      c: '',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('keeps an undecodable value as sent and treats prototype names as plain keys', () => {
    const cookies = parseCookieHeader('atlas_session=%E0%A4%A; __proto__=x; toString=y; a=%');
    expect(cookies.atlas_session).toBe('%E0%A4%A');
    expect(cookies.a).toBe('%');
    expect(Object.hasOwn(cookies, '__proto__')).toBe(true);
    expect(cookies.toString).toBe('y');
    expect(parseCookieHeader('toString=1').toString).toBe('1');
  });
});
