import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { surveyPath, type SurveySummary } from '@atlas/api/surveys';
import { adminSurveyPaths } from './paths';

/** /admin/surveys: every survey report, published or not, with links to edit and to read. */
export function SurveysAdminPage() {
  const surveys = useLoaderData<SurveySummary[]>();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>
        Surveys
      </Typography>
      <Typography sx={{ mt: 1, mb: 3 }}>
        Each survey’s text, whether it is public, and its responses. Uploading a responses file
        recomputes the survey’s charts.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption>Survey reports, newest fieldwork first</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Survey
              </TableCell>
              <TableCell component="th" scope="col">
                State
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Respondents
              </TableCell>
              <TableCell component="th" scope="col">
                Fieldwork ended
              </TableCell>
              <TableCell component="th" scope="col">
                Page
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {surveys.map((survey) => (
              <TableRow key={survey.slug}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={adminSurveyPaths.survey(survey.slug)}>
                    {survey.title}
                  </Link>
                </TableCell>
                <TableCell>{survey.published ? 'Published' : 'Not published'}</TableCell>
                <TableCell align="right">{survey.sample_size}</TableCell>
                <TableCell>{survey.fielded_to}</TableCell>
                <TableCell>
                  {survey.published ? (
                    <Link href={surveyPath(survey.slug)} aria-label={`Read ${survey.title}`}>
                      Read
                    </Link>
                  ) : (
                    'Hidden'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Container>
  );
}
