import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ContributionForm } from '../../../shared/contributions/ContributionForm';

/** /blog/tech-nations/contribution: a writer sends their country's story to the editors. */
export function ContributionPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 800 }}>
        Contribute to Tech Nations
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: '70ch' }}>
        Tech Nations tells the story of one country’s technology industry at a time: its agencies,
        its strengths and what buyers should know. If you know your country’s market, send us a
        draft; our editors read every one and answer by e-mail.
      </Typography>
      <Box>
        <ContributionForm kind="tech-nations" />
      </Box>
    </Container>
  );
}
