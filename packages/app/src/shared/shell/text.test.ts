import { describe, expect, it } from 'vitest';
import { SPANISH_SHELL_TEXT } from './locales/es';
import {
  ENGLISH_SHELL_TEXT,
  fill,
  registerShellText,
  shellLanguageOf,
  shellTextFor,
  type ShellText,
} from './text';

describe('the chrome’s words per page language', () => {
  it('speaks English until a language registers its words, then on its pages only', () => {
    expect(shellLanguageOf('/xx/blog')).toBe('en');
    registerShellText('xx', { ...ENGLISH_SHELL_TEXT, footerCompany: 'Firma' });
    expect(shellLanguageOf('/xx/blog')).toBe('xx');
    expect(shellLanguageOf('/xx')).toBe('xx');
    expect(shellTextFor('/xx/blog/a-post').footerCompany).toBe('Firma');
    // Only a whole first segment names a language.
    expect(shellLanguageOf('/xxl/blog')).toBe('en');
    expect(shellTextFor('/blog').footerCompany).toBe('Company');
  });

  it('has Spanish words for every key, none of them the English one where English reads differently', () => {
    registerShellText('es', SPANISH_SHELL_TEXT);
    const spanish = shellTextFor('/es/blog');
    const keys = Object.keys(ENGLISH_SHELL_TEXT) as (keyof ShellText)[];
    for (const key of keys) expect(spanish[key], key).toBeTruthy();
    const same = keys.filter((key) => spanish[key] === ENGLISH_SHELL_TEXT[key]);
    // "Blog" is the same word in both languages.
    expect(same).toEqual(['blog']);
  });

  it('fills the placeholders it knows and leaves the others', () => {
    expect(fill('The {brand} Awards {edition}', { brand: 'Agency Atlas', edition: 2025 })).toBe(
      'The Agency Atlas Awards 2025',
    );
    expect(fill('{missing} stays', {})).toBe('{missing} stays');
  });
});
