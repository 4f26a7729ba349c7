import type { AtlasLinkProps } from '../internal/link';

/**
 * Stands in for an app's router link in stories: it renders the real `<a href>` but stays on the
 * story instead of navigating the preview frame away to an address that only exists in the app.
 */
export function StoryLink({ onClick, ...props }: AtlasLinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}
