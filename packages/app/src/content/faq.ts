/**
 * The /faq page: questions by topic. Answers are Markdown (paragraphs, lists, links) and may use
 * `{brand}`.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqSection {
  id: string;
  title: string;
  items: FaqItem[];
}

export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: 'buyers',
    title: 'Finding an agency',
    items: [
      {
        question: 'Is {brand} free to use?',
        answer:
          'Yes. Browsing the directory, reading reviews and [submitting a project](/project-submission) to get quotes cost nothing, and you are never obliged to hire anyone.',
      },
      {
        question: 'How do I find the right agency for my project?',
        answer:
          'Start from a [service](/services) or a [country](/countries), then narrow the list with the filters: team size, hourly rate, industries, reviews and more. Open a few profiles, read the reviews and the portfolio, and contact two or three agencies. If you prefer, describe your project once and we will match you with agencies that fit.',
      },
      {
        question: 'What happens after I submit a project?',
        answer:
          'We read it, match it with a handful of agencies whose services, location and budget fit, and introduce you. Most buyers hear from the first agency within an hour on working days. You decide whom to talk to, and nothing is shared beyond the agencies we introduce.',
      },
      {
        question: 'Are the reviews real?',
        answer:
          'Every review is checked before it is published: we confirm that the reviewer exists, worked with the agency and is not connected to it. Reviews that fail the check are not published and do not count towards the ranking. If you think a review is wrong, [tell us](/contact).',
      },
    ],
  },
  {
    id: 'ranking',
    title: 'Ranking',
    items: [
      {
        question: 'How are companies ranked?',
        answer:
          'By a published profile score from 0 to 1000 made of five parts: the number of reviews, their average rating, how complete the profile is, awards and verification. The details, with the points each part is worth, are on [How the ranking works](/improve-ranking).',
      },
      {
        question: 'Can a company pay for a better position?',
        answer:
          'No. A company can sponsor a Top 10 listing; it is then shown with a **Sponsored** label and still keeps its organic position in every other list. Money never changes the score.',
      },
      {
        question: 'Why did my company move down?',
        answer:
          'Scores are relative to everyone else: another company may have earned reviews or an award. Your own score changes with your reviews, profile, awards and verification.',
      },
    ],
  },
  {
    id: 'agencies',
    title: 'For agencies',
    items: [
      {
        question: 'How do I get my company listed?',
        answer:
          '[Create a free account](/register), then use [Get Listed](/companies/get-listed) to add your company. A complete profile with a description, services, portfolio and contact details ranks better and converts better.',
      },
      {
        question: 'My company is already listed. How do I manage it?',
        answer:
          'Open your company profile and use **Claim this company**. We verify that you work there, usually with an e-mail on the company domain, and then you can edit the profile from your dashboard.',
      },
      {
        question: 'How do I collect reviews?',
        answer:
          'Send your clients the review link from your dashboard. Reviews are verified before they go live, so ask clients who are happy to answer a short confirmation e-mail.',
      },
      {
        question: 'How do the awards work?',
        answer:
          'Every year agencies are nominated by service and region. The public votes during the voting phase, and winners are chosen from the votes together with review quality. Awards add to the profile score.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and privacy',
    items: [
      {
        question: 'How do I stop e-mails from {brand}?',
        answer:
          'Every e-mail has a link to your e-mail preferences and a one-click unsubscribe link. Messages about your account and your projects are always sent; everything else is your choice.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Write to us through the [contact page](/contact) from the address of your account. We delete the account and your personal data within 30 days; published reviews stay, without your name.',
      },
    ],
  },
];
