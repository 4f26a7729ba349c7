import { describe, expect, it } from 'vitest';
import { messageParagraphs } from './messageText';

describe('messageParagraphs', () => {
  it('reads paragraphs and line breaks as text, entities decoded', () => {
    expect(
      messageParagraphs(
        '<p>Hello &lt;b&gt;team&lt;/b&gt;<br>second line</p><p>Bye &amp; thanks</p>',
      ),
    ).toEqual([['Hello <b>team</b>', 'second line'], ['Bye & thanks']]);
  });

  it('drops any markup that reached it, keeping only its text', () => {
    expect(messageParagraphs('<p><img src=x onerror="alert(1)">hi<script>x</script></p>')).toEqual([
      ['hix'],
    ]);
  });
});
