import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NominationList } from '../components/NominationList';
import { awardsPaths, type CheckWinnerPageData } from '../awards';

/** /awards-2022/{slug}/check-winner: did this company win in 2022? */
export function CheckWinnerPage() {
  const { company, nominations } = useLoaderData<CheckWinnerPageData>();
  const won = nominations.filter((nomination) => nomination.status === 'winner');
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 2 }}>
        Did {company.name} win in 2022?
      </Typography>
      <Alert severity={won.length > 0 ? 'success' : 'info'} sx={{ mb: 3 }}>
        {won.length > 0
          ? `Yes: ${company.name} won ${won.map((n) => n.category.name).join(', ')} in the 2022 awards.`
          : `${company.name} was nominated in 2022 but did not win.`}
      </Alert>
      <NominationList company={company} nominations={nominations} />
      <Link component={RouterLink} to={awardsPaths.edition(2022)}>
        Every 2022 winner
      </Link>
    </Container>
  );
}
