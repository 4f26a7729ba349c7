import { DEFAULT_AWARD_WEIGHTS, FULL_REVIEW_COUNT } from '@atlas/api/awards';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The questions and answers of a voting edition's FAQ page (and its FAQPage JSON-LD). */
export function awardsFaq(year: number, brandName: string): FaqEntry[] {
  const { jury, votes, reviews } = DEFAULT_AWARD_WEIGHTS;
  return [
    {
      question: `Who can be nominated in the ${brandName} Awards ${year}?`,
      answer:
        'Companies listed in the directory: the best-ranked of each service are nominated from the ranking, and any company can apply for a category through the awards questionnaire with evidence of its work.',
    },
    {
      question: 'Who can vote?',
      answer:
        'Anyone with a verified e-mail address: a signed-in account with a verified e-mail, or a guest who follows the one-time link we e-mail. Members of a company cannot vote in the categories their company is nominated in.',
    },
    {
      question: 'How many votes do I have?',
      answer:
        'One per category. You can change it until voting ends (Change your votes); a vote counts only once it is confirmed.',
    },
    {
      question: 'How do you stop fraud?',
      answer:
        'Rate limits per person, per network and per category; disposable e-mail domains are refused; bursts of votes from one network are held for review, and staff count or discard them with a reason. A daily integrity report shows votes by network and by hour.',
    },
    {
      question: 'How are the winners chosen?',
      answer: `Each nominee's final score is ${jury}% jury, ${votes}% public votes and ${reviews}% verified reviews, each part from 0 to 100. The reviews part counts in full from ${FULL_REVIEW_COUNT} verified reviews. Every score is published with its parts once the winners are announced.`,
    },
    {
      question: 'When are the winners announced?',
      answer:
        'Soon after voting ends. Members of winning companies are notified, and the winners can embed a badge on their own website.',
    },
  ];
}
