import {
  VALET_LEAD_STATUS_LABELS,
  type ValetBuyerDecision,
  type ValetMatchStatus,
} from '@atlas/api/valet';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function money(amount: number): string {
  return usd.format(amount);
}

export function budgetText(budget: { min: number; max: number } | null): string {
  return budget ? `${usd.format(budget.min)} – ${usd.format(budget.max)}` : 'Budget open';
}

export function dateText(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** "answered after 12 min" or "waiting for 1 h 5 min". */
export function waitingText(minutes: number, answered: boolean): string {
  const hours = Math.floor(minutes / 60);
  const span = hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  return answered ? `answered after ${span}` : `waiting for ${span}`;
}

/** A schema message without its field prefix ("reason: tell the buyer why" → "Tell the buyer why"). */
export function fieldMessage(message: string): string {
  const text = message.replace(/^[a-z_]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Where a lead stands for the company's people: the buyer's decision once there is one (a lead
 * whose quote was accepted reads "Hired" on the page and in the list alike), else their answer.
 */
export function leadStatusText(lead: {
  status: ValetMatchStatus;
  buyer_decision: ValetBuyerDecision | null;
}): string {
  if (lead.buyer_decision === 'accepted') return 'Hired';
  if (lead.buyer_decision === 'declined') return 'Not chosen';
  return VALET_LEAD_STATUS_LABELS[lead.status];
}
