/** SPEC §2/§8 texts, written once. */
export const NOT_FOUND_TITLE = 'Something Missing';
export const NOT_FOUND_TEXT = "Oops! We can't seem to find the page you are looking for …";
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const ERROR_PAGE_FAILED = 'An error occurred while showing the error page';
