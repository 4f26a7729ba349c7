const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "4 May 2026": how invoices and e-mails name a day. */
export const formatDay = (date: Date) => dateFormat.format(date);
