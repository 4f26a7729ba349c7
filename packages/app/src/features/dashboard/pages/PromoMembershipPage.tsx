import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@atlas/api/http';
import type {
  CompanySponsorship,
  CompanySponsorships,
} from '@atlas/api/endpoints/sponsorship-orders';
import { formatPrice } from '@atlas/api/sponsorship';
import { paths } from '../../../config/paths';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/** "Running, renews 3 Mar 2027", "Ends 3 Mar 2027 (renewal cancelled)", "Ended 3 Mar 2027". */
export function sponsorshipState(sponsorship: CompanySponsorship): string {
  const ends = day.format(new Date(sponsorship.ends_at));
  if (!sponsorship.running) return `Ended ${ends}`;
  if (sponsorship.auto_renew) return `Running, renews ${ends}`;
  return sponsorship.renewal_failure
    ? `Ends ${ends}: renewal failed (${sponsorship.renewal_failure})`
    : `Ends ${ends} (renewal cancelled)`;
}

function Sponsorships({
  slug,
  data,
  reload,
}: {
  slug: string;
  data: CompanySponsorships;
  reload: () => void;
}) {
  const { api } = useStores();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function cancel(sponsorship: CompanySponsorship) {
    setBusy(sponsorship.id);
    setMessage(null);
    try {
      await api.cancelSponsorshipRenewal(slug, sponsorship.id);
      setMessage({
        ok: true,
        text: `${sponsorship.service.name} in ${sponsorship.city.name} will not renew; it runs until ${day.format(new Date(sponsorship.ends_at))}.`,
      });
      reload();
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof ApiError ? error.message : 'The renewal could not be cancelled.',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {message.text}
        </Alert>
      ) : null}
      {data.sponsorships.length === 0 ? (
        <Typography>
          No sponsorship yet.{' '}
          <Link component={RouterLink} to={paths.topCompaniesPromote()}>
            See what you can sponsor
          </Link>
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.sponsorships.map((sponsorship) => {
            const name = `${sponsorship.service.name} in ${sponsorship.city.name}`;
            const figures: [string, string][] = [
              [
                'Organic rank',
                sponsorship.organic_rank === null ? 'Not listed' : `#${sponsorship.organic_rank}`,
              ],
              ['Impressions', String(sponsorship.impressions)],
              [
                'Clicks',
                `${sponsorship.clicks}${sponsorship.impressions > 0 ? ` (${percent.format(sponsorship.clicks / sponsorship.impressions)})` : ''}`,
              ],
              ['Profile views', String(sponsorship.organic.profile_views)],
            ];
            return (
              <Paper
                key={sponsorship.id}
                component="li"
                variant="outlined"
                aria-label={name}
                sx={{ p: 2, minWidth: 0 }}
              >
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  <Link
                    component={RouterLink}
                    to={paths.topCompanies(sponsorship.service.slug, sponsorship.city.slug)}
                  >
                    {name}
                  </Link>
                </Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`Since ${day.format(new Date(sponsorship.starts_at))} · ${sponsorshipState(sponsorship)}`}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: 'repeat(2, minmax(0, 1fr))',
                      sm: 'repeat(4, minmax(0, 1fr))',
                    },
                    gap: 1.5,
                    my: 1.5,
                    '& dt': { color: 'text.secondary', fontSize: '0.85rem' },
                    '& dd': { m: 0, fontWeight: 700, fontSize: '1.1rem' },
                  }}
                >
                  {figures.map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </Box>
                {sponsorship.running && sponsorship.auto_renew ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy === sponsorship.id}
                    onClick={() => void cancel(sponsorship)}
                    aria-label={`Cancel renewal of ${name}`}
                    sx={{ minHeight: 44 }}
                  >
                    Cancel renewal
                  </Button>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
      )}
    </>
  );
}

/**
 * /dashboard/promo-membership (issue 22): the company's TOP 10 sponsorships with the impressions
 * and clicks of each sponsored place beside its organic rank and profile views, the renewal and
 * its cancellation, and the invoices as PDF.
 */
export const PromoMembershipPage = observer(function PromoMembershipPage() {
  const { api, config } = useStores();
  const managed = useManagedCompany();
  const loaded = useLoad(async (signal) => {
    try {
      const { slug } = await managed.read(signal);
      return { slug, data: (await api.listCompanySponsorships(slug, signal)).data };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `promo-membership:${managed.named}`);
  const value = loaded.data;
  const apiBase = config.apiBaseUrl.replace(/\/+$/, '');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Promo Membership
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Your TOP 10 sponsorships and what each sponsored place brought, beside your organic rank.
      </Typography>
      {loaded.loading && !value ? (
        <Typography role="status">Loading your sponsorships…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !value ? (
        <NoCompanyYet />
      ) : (
        <>
          <Box component="section" aria-labelledby="sponsorships-heading">
            <Typography
              id="sponsorships-heading"
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 2 }}
            >
              Sponsorships
            </Typography>
            <Sponsorships slug={value.slug} data={value.data} reload={loaded.reload} />
            <Button
              component={RouterLink}
              to="/top-companies/promote/join"
              variant="contained"
              sx={{ mt: 2, minHeight: 44 }}
            >
              Sponsor more pages
            </Button>
          </Box>
          <Box component="section" aria-labelledby="invoices-heading" sx={{ mt: 5 }}>
            <Typography
              id="invoices-heading"
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 2 }}
            >
              Invoices
            </Typography>
            {value.data.invoices.length === 0 ? (
              <Typography>No invoice yet.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {value.data.invoices.map((invoice) => (
                  <li key={invoice.id}>
                    <Link href={`${apiBase}${invoice.pdf_path}`}>
                      {`Invoice ${invoice.number} (PDF)`}
                    </Link>
                    {` — ${day.format(new Date(invoice.issued_at))}, ${formatPrice(invoice.amount_cents)}`}
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </>
      )}
    </Container>
  );
});
