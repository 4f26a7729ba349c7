import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { AtlasDataGrid, type GridColDef } from '@atlas/ui/AtlasDataGrid';
import { ApiError } from '@atlas/api/http';
import {
  ANALYTICS_METRICS,
  ANALYTICS_METRIC_LABELS,
  ANALYTICS_RANGES,
  type AnalyticsMetrics,
  type AnalyticsRange,
  type CompanyAnalytics,
} from '@atlas/api/endpoints/company-analytics';
import { useLoad } from '../../../shared/async/useLoad';
import { NoCompanyYet } from '../../../shared/companies/CompanyMembership';
import { downloadCsv, toCsv } from '../../../shared/csv/csv';
import { useGridColumns } from '../../../shared/grid/useGridColumns';
import { useManagedCompany } from '../../../shared/companies/managed-company';
import { useStores } from '../../../shared/stores/StoresContext';

type DayRow = CompanyAnalytics['days'][number];

const integer = new Intl.NumberFormat('en-GB');

/** "+25% on the 7 days before", "no change", "new" — the change against the range before. */
export function changeAgainst(current: number, previous: number, days: number): string {
  const before = `the ${days} days before`;
  if (previous === 0) return current === 0 ? `none in ${before} either` : `none in ${before}`;
  const change = Math.round(((current - previous) / previous) * 100);
  if (change === 0) return `no change on ${before}`;
  return `${change > 0 ? '+' : ''}${change}% on ${before}`;
}

/** Where a profile view came from, in words. */
const SOURCE_LABELS: Readonly<Record<string, string>> = {
  direct: 'Direct or unknown',
  search: 'Site search',
  listing: 'Listings',
  top10: 'TOP 10 pages',
  site: 'Elsewhere on the site',
};
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source;

const dayColumns: GridColDef<DayRow>[] = [
  { field: 'day', headerName: 'Day', flex: 1, minWidth: 110 },
  ...ANALYTICS_METRICS.map((metric): GridColDef<DayRow> => ({
    field: metric,
    headerName: ANALYTICS_METRIC_LABELS[metric],
    type: 'number',
    flex: 1,
    minWidth: 120,
  })),
];

function Figures({ data, days }: { data: CompanyAnalytics; days: number }) {
  return (
    <Box
      component="ul"
      aria-label="Totals"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {ANALYTICS_METRICS.map((metric) => (
        <Paper key={metric} component="li" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {ANALYTICS_METRIC_LABELS[metric]}
          </Typography>
          <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
            {integer.format(data.totals[metric])}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {changeAgainst(data.totals[metric], data.previous[metric], days)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Daily({ data, slug }: { data: CompanyAnalytics; slug: string }) {
  const dayColumnChoice = useGridColumns('dashboard-analytics-days');
  const shown: (keyof AnalyticsMetrics)[] = ['profile_views', 'listing_impressions', 'leads'];
  return (
    <Box component="section" aria-labelledby="daily-heading" sx={{ mt: 5 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="daily-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Day by day
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            downloadCsv(
              `${slug}-analytics-${data.from}-${data.to}.csv`,
              toCsv(data.days, [
                { header: 'Day', value: (row) => row.day },
                ...ANALYTICS_METRICS.map((metric) => ({
                  header: ANALYTICS_METRIC_LABELS[metric],
                  value: (row: DayRow) => row[metric],
                })),
              ]),
            )
          }
        >
          Download CSV
        </Button>
      </Stack>
      <Box
        component="figure"
        sx={{ m: 0 }}
        aria-label="Profile views, listing impressions and leads by day"
      >
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: data.days.map((row) => row.day.slice(5)) }]}
          series={shown.map((metric) => ({
            data: data.days.map((row) => row[metric]),
            label: ANALYTICS_METRIC_LABELS[metric],
            showMark: false,
            curve: 'linear' as const,
          }))}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          margin={{ left: 8, right: 8 }}
        />
      </Box>
      <AtlasDataGrid<DayRow>
        label="Analytics by day"
        rows={[...data.days].reverse()}
        columns={dayColumns}
        getRowId={(row) => row.day}
        height={360}
        {...dayColumnChoice}
      />
    </Box>
  );
}

function Sources({ data, slug }: { data: CompanyAnalytics; slug: string }) {
  return (
    <Box component="section" aria-labelledby="sources-heading" sx={{ mt: 5 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id="sources-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Where profile visitors came from
        </Typography>
        {data.sources.length > 0 ? (
          <Button
            variant="outlined"
            size="small"
            onClick={() =>
              downloadCsv(
                `${slug}-sources-${data.from}-${data.to}.csv`,
                toCsv(data.sources, [
                  { header: 'Source', value: (row) => sourceLabel(row.source) },
                  { header: 'Profile views', value: (row) => row.profile_views },
                ]),
              )
            }
          >
            Download CSV
          </Button>
        ) : null}
      </Stack>
      {data.sources.length === 0 ? (
        <Typography>No profile views in this range yet.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'center',
          }}
        >
          <Box component="figure" sx={{ m: 0 }} aria-label="Profile views by source">
            <BarChart
              height={240}
              layout="horizontal"
              yAxis={[
                {
                  scaleType: 'band',
                  data: data.sources.map((row) => sourceLabel(row.source)),
                  width: 130,
                },
              ]}
              series={[
                { data: data.sources.map((row) => row.profile_views), label: 'Profile views' },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              margin={{ right: 8 }}
            />
          </Box>
          <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
            <caption style={{ textAlign: 'left', fontWeight: 600 }}>
              Profile views by source
            </caption>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ textAlign: 'left', py: 0.5 }}>
                  Source
                </Box>
                <Box component="th" scope="col" sx={{ textAlign: 'right', py: 0.5 }}>
                  Views
                </Box>
              </tr>
            </thead>
            <tbody>
              {data.sources.map((row) => (
                <tr key={row.source}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{ textAlign: 'left', fontWeight: 400, py: 0.5 }}
                  >
                    {sourceLabel(row.source)}
                  </Box>
                  <Box component="td" sx={{ textAlign: 'right', py: 0.5 }}>
                    {integer.format(row.profile_views)}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/**
 * /dashboard/company/analytics (issue 19): the company's own profile views, listing impressions,
 * clicks and leads per day for 7, 30 or 90 days against the range before, as charts with a
 * table and a CSV download beside each. The figures come from the daily rollup.
 */
export const AnalyticsPage = observer(function AnalyticsPage() {
  const { api } = useStores();
  const managed = useManagedCompany();
  const [days, setDays] = useState<AnalyticsRange>(30);
  const loaded = useLoad(async (signal) => {
    try {
      const { slug } = await managed.read(signal);
      return {
        slug,
        data: (await api.getCompanyAnalytics(slug, { days: String(days) }, signal)).data,
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, `analytics:${managed.named}:${days}`);
  const value = loaded.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
        Analytics
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        Your profile’s views, where visitors came from, and the leads it brought. Crawlers are never
        counted; figures are updated every few minutes.
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label="Range"
        onChange={(_, next: AnalyticsRange | null) => {
          if (next) setDays(next);
        }}
        sx={{ mb: 3 }}
      >
        {ANALYTICS_RANGES.map((range) => (
          <ToggleButton key={range} value={range} sx={{ minHeight: 40, px: 2 }}>
            {`Last ${range} days`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {loaded.loading && !value ? (
        <Typography role="status">Loading your figures…</Typography>
      ) : loaded.error ? (
        <Alert severity="error">{loaded.error}</Alert>
      ) : !value ? (
        <NoCompanyYet />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`${value.data.from} to ${value.data.to} (UTC)`}
          </Typography>
          <Figures data={value.data} days={days} />
          <Daily data={value.data} slug={value.slug} />
          <Sources data={value.data} slug={value.slug} />
        </>
      )}
    </Container>
  );
});
