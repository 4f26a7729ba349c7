import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import type { SponsorshipOrder } from '@atlas/api/endpoints/sponsorship-orders';
import {
  SPONSORSHIP_PERIODS,
  SPONSORSHIP_REQUIREMENT_LABELS,
  formatPrice,
  type SponsorshipPeriod,
} from '@atlas/api/sponsorship';
import { paths } from '../../../config/paths';
import { useStores } from '../../../shared/stores/StoresContext';
import { newIdempotencyKey } from '../../../shared/forms/idempotency';
import { loadJoinPage, orderTotalCents, unavailableReason } from '../join';
import { useLoad } from '../../../shared/async/useLoad';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const PROMO_MEMBERSHIP = '/dashboard/promo-membership';
/** How long the page waits for the provider's webhook before it says so. */
const POLL_MS = 1_500;
const POLL_ROUNDS = 40;

const monthsLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** Where the purchase the provider sent the buyer back with stands. */
function OrderOutcome({ order, reload }: { order: SponsorshipOrder; reload: () => void }) {
  const [rounds, setRounds] = useState(0);
  useEffect(() => {
    if (order.status !== 'pending' || rounds >= POLL_ROUNDS) return;
    const timer = setTimeout(() => {
      setRounds((count) => count + 1);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [order.status, rounds, reload]);

  const pages = order.pages.map((page) => `${page.service.name} in ${page.city.name}`).join(', ');
  if (order.status === 'paid')
    return (
      <Alert severity="success" role="status">
        <Typography sx={{ fontWeight: 700 }}>Your sponsorship is active.</Typography>
        <Typography>
          {`${pages}: ${monthsLabel(order.months)} from ${order.paid_at ? day.format(new Date(order.paid_at)) : 'today'}, ${formatPrice(order.amount_cents)} paid. It renews at the end of the period unless you cancel the renewal.`}
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {order.pages.map((page) => (
            <li key={page.page_id}>
              <Link
                component={RouterLink}
                to={paths.topCompanies(page.service.slug, page.city.slug)}
              >
                {`See ${page.service.name} in ${page.city.name}`}
              </Link>
            </li>
          ))}
          <li>
            <Link component={RouterLink} to={PROMO_MEMBERSHIP}>
              Your sponsorships, impressions and invoices
            </Link>
          </li>
        </Box>
      </Alert>
    );
  if (order.status === 'pending')
    return (
      <Alert severity="info" role="status">
        {rounds >= POLL_ROUNDS
          ? 'The payment has not been confirmed yet. This page shows it once the payment provider confirms it; you can also check your promo-membership page later.'
          : 'Waiting for the payment provider to confirm the payment…'}
      </Alert>
    );
  return (
    <Alert severity={order.status === 'refunded' ? 'warning' : 'error'} role="alert">
      <Typography sx={{ fontWeight: 700 }}>
        {order.status === 'refunded'
          ? 'The payment was refunded.'
          : 'The payment did not go through. Nothing was charged.'}
      </Typography>
      {order.reason ? <Typography>{order.reason}</Typography> : null}
    </Alert>
  );
}

/**
 * /top-companies/promote/join (and /dashboard/company/promote/join): choose pages and a period,
 * pay through the payments provider's checkout, and see the outcome when it sends you back.
 */
export const JoinPage = observer(function JoinPage() {
  const { api } = useStores();
  const [search] = useSearchParams();
  // In the dashboard the site header is hidden (SPEC §2): the way back is here.
  const inDashboard = useLocation().pathname.startsWith('/dashboard/');
  const orderId = search.get('order');
  const result = search.get('result');
  const loaded = useLoad(
    (signal) => loadJoinPage(api, orderId, result, signal),
    `join:${orderId ?? ''}`,
  );
  const promote = loaded.data?.promote ?? null;
  const order = loaded.data?.order ?? null;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [months, setMonths] = useState<SponsorshipPeriod>(SPONSORSHIP_PERIODS[0]);
  const [key] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pages = useMemo(() => promote?.pages ?? [], [promote]);
  const total = orderTotalCents(pages, chosen, months);
  const showForm = !order || order.status === 'declined';

  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (chosen.size === 0) {
      setError('Choose at least one page.');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { data } = await api.createSponsorshipOrder({
        page_ids: [...chosen],
        months,
        idempotency_key: key,
      });
      if (!data.checkout_url)
        throw new ApiError(409, data.reason ?? 'The payment could not start.');
      window.location.assign(data.checkout_url);
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught.message : 'The payment could not start. Try again.',
      );
      setSubmitting(false);
    }
  }

  return (
    <Container sx={{ py: { xs: 4, md: 6 }, maxWidth: 'md' }}>
      {inDashboard ? (
        <Link component={RouterLink} to={paths.dashboard()} sx={{ display: 'inline-block', mb: 2 }}>
          ← Back to the dashboard
        </Link>
      ) : null}
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        Join the TOP 10 Listings
      </Typography>
      <Typography sx={{ mt: 2, mb: 3 }}>
        Choose the TOP 10 pages your company is shown on as a sponsor, and for how long. A sponsored
        place is labelled and shows your organic rank; it never changes the ranking.{' '}
        <Link component={RouterLink} to={paths.topCompaniesPromote()}>
          How sponsorship works
        </Link>
      </Typography>

      {order ? <OrderOutcome order={order} reload={loaded.reload} /> : null}

      {loaded.loading && !loaded.data ? (
        <Typography role="status">Loading your company…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !promote ? (
        <Alert severity="info">
          Your account has no company yet.{' '}
          <Link component={RouterLink} to="/companies/get-listed">
            Get listed
          </Link>{' '}
          first.
        </Alert>
      ) : !promote.eligible ? (
        <Alert severity="warning">
          <Typography sx={{ fontWeight: 700 }}>
            {`${promote.company.name} cannot sponsor yet. What is missing:`}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {promote.missing.map((requirement) => (
              <li key={requirement}>
                {requirement === 'verified' ? (
                  // Verification is asked for on its own dashboard page (issue 33).
                  <Link component={RouterLink} to={paths.dashboardCompanyVerification()}>
                    {SPONSORSHIP_REQUIREMENT_LABELS[requirement]}
                  </Link>
                ) : (
                  SPONSORSHIP_REQUIREMENT_LABELS[requirement]
                )}
              </li>
            ))}
          </Box>
        </Alert>
      ) : showForm ? (
        <Box component="form" method="post" noValidate onSubmit={submit} sx={{ mt: order ? 4 : 0 }}>
          <FormControl component="fieldset" error={error !== null && chosen.size === 0}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {`Pages ${promote.company.name} can sponsor`}
            </FormLabel>
            {pages.length === 0 ? (
              <Typography sx={{ mt: 1 }}>
                No TOP 10 page is open for sponsorship in the cities and services of your profile
                yet.
              </Typography>
            ) : (
              <FormGroup>
                {pages.map((page) => {
                  const reason = unavailableReason(page);
                  return (
                    <FormControlLabel
                      key={page.id}
                      disabled={reason !== null}
                      control={
                        <Checkbox checked={chosen.has(page.id)} onChange={() => toggle(page.id)} />
                      }
                      label={`${page.service.name} in ${page.city.name} — ${formatPrice(page.price_cents)} a month${reason ? ` (${reason})` : `, ${page.slots_left} ${page.slots_left === 1 ? 'place' : 'places'} left`}`}
                    />
                  );
                })}
              </FormGroup>
            )}
          </FormControl>

          <FormControl component="fieldset" sx={{ display: 'block', mt: 3 }}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Period
            </FormLabel>
            <RadioGroup
              row
              name="months"
              value={String(months)}
              onChange={(event) => {
                const chosenPeriod = SPONSORSHIP_PERIODS.find(
                  (period) => String(period) === event.target.value,
                );
                if (chosenPeriod) setMonths(chosenPeriod);
              }}
            >
              {SPONSORSHIP_PERIODS.map((period) => (
                <FormControlLabel
                  key={period}
                  value={String(period)}
                  control={<Radio />}
                  label={monthsLabel(period)}
                />
              ))}
            </RadioGroup>
            <FormHelperText>Renews for the same period at its end until you cancel.</FormHelperText>
          </FormControl>

          <Typography sx={{ mt: 3, fontWeight: 700 }} role="status">
            {`Total: ${formatPrice(total)} for ${monthsLabel(months)}`}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || pages.length === 0}
            sx={{ mt: 2, minHeight: 44 }}
          >
            {submitting ? 'Opening the payment…' : 'Continue to payment'}
          </Button>
        </Box>
      ) : null}
    </Container>
  );
});
