import { messageParagraphs } from './messageText';

/**
 * A chat message's stored body (sanitized `<p>` and `<br>` only) drawn as React elements: text,
 * never markup, reaches the page.
 */
export function MessageParagraphs({ body }: { body: string }) {
  return (
    <>
      {messageParagraphs(body).map((lines, index) => (
        <p key={index}>
          {lines.map((line, at) => (
            <span key={at}>
              {at > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
