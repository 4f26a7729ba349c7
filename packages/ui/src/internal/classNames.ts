/** Joins class names, skipping empty ones (a dependency-free `clsx` for our few cases). */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
