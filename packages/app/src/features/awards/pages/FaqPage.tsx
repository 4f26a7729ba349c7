import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../shared/stores/StoresContext';
import { awardsPaths } from '../awards';
import { awardsFaq } from '../faq';

export interface FaqPageData {
  year: number;
}

/** /awards-{year}/faq: how nomination, voting and the count work. */
export const FaqPage = observer(function FaqPage() {
  const { year } = useLoaderData<FaqPageData>();
  const { config } = useStores();
  const entries = awardsFaq(year, config.brandName);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 3 }}>
        Awards {year}: questions and answers
      </Typography>
      {entries.map((entry) => (
        <Box component="section" key={entry.question} sx={{ mb: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {entry.question}
          </Typography>
          <Typography>{entry.answer}</Typography>
        </Box>
      ))}
      <Link component={RouterLink} to={awardsPaths.edition(year)}>
        Back to the Awards {year}
      </Link>
    </Container>
  );
});
