import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DirectoryFigure, SurveyQuestionResult } from '@atlas/api/surveys';
import { useStores } from '../../../shared/stores/StoresContext';
import type { SurveyPageData } from '../survey';
import { ResultsTable } from '../components/ResultsTable';
import { offscreen } from '../../../shared/offscreen';

const QuestionChart = lazy(() => import('../components/QuestionChart'));

const CHART_HEIGHT = 260;
const numbers = new Intl.NumberFormat('en-US');
const dates = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (isoDate: string) => dates.format(new Date(`${isoDate}T00:00:00Z`));

const KIND_NOTES: Record<SurveyQuestionResult['kind'], string> = {
  single: 'One answer per respondent.',
  multiple: 'Respondents could choose several answers, so the shares add up to more than 100%.',
  scale: 'Answered on a five-point scale.',
  number: 'Answers grouped in ranges.',
};

/**
 * A question's chart. Charts draw in the browser only (their code is a chunk of its own), each
 * once its place comes near the screen: a page of 20 charts does not draw them all in one long task
 * while it loads, and showing one re-renders nothing else (state above the page while it hydrates
 * would make React finish hydrating it in one go).
 */
function QuestionFigure({ question }: { question: SurveyQuestionResult }) {
  const figure = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = figure.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      component="figure"
      ref={figure}
      aria-label={`Chart: ${question.prompt}`}
      data-chart={question.chart}
      sx={{ m: 0, minHeight: CHART_HEIGHT }}
    >
      {near ? (
        <Suspense fallback={null}>
          <QuestionChart question={question} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function QuestionSection({
  question,
  index,
  sampleSize,
}: {
  question: SurveyQuestionResult;
  index: number;
  sampleSize: number;
}) {
  const headingId = `question-${question.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5, ...offscreen(560) }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {index + 1}. {question.prompt}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {numbers.format(question.answered)} of {numbers.format(sampleSize)} respondents answered.{' '}
        {KIND_NOTES[question.kind]}
        {question.median !== null
          ? ` The median answer is ${numbers.format(question.median)}.`
          : ''}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <QuestionFigure question={question} />
        <ResultsTable
          caption={`Answers: ${question.prompt}`}
          headings={['Answer', 'Respondents', 'Share']}
          rows={question.results.map((row) => ({
            label: row.label,
            cells: [numbers.format(row.count), `${row.share}%`],
          }))}
        />
      </Box>
    </Box>
  );
}

function FigureSection({ figure, index }: { figure: DirectoryFigure; index: number }) {
  const headingId = `directory-figure-${index}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {figure.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {figure.description} Based on {numbers.format(figure.company_count)} listed{' '}
        {figure.company_count === 1 ? 'company' : 'companies'}.
      </Typography>
      <ResultsTable
        caption={figure.title}
        headings={[
          figure.kind === 'median-hourly-rate-by-country' ? 'Country' : 'Band',
          figure.kind === 'median-hourly-rate-by-country' ? 'Median hourly rate' : 'Share',
          'Companies',
        ]}
        rows={figure.rows.map((row) => ({
          label: row.label,
          cells: [row.value, numbers.format(row.count)],
        }))}
      />
    </Box>
  );
}

/** /survey/{topic}: a survey report, its charts beside their tables, and its data as CSV. */
export function SurveyPage() {
  const { survey, csvUrl, csvFileName } = useLoaderData<SurveyPageData>();
  const { config } = useStores();
  const download = (
    <Button variant="outlined" href={csvUrl} download={csvFileName}>
      Download the data (CSV)
    </Button>
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="overline" component="p" color="text.secondary">
        Survey report
      </Typography>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}
      >
        {survey.title}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.15rem', maxWidth: '70ch' }}>
        {survey.summary}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 2, alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          {numbers.format(survey.sample_size)} respondents · {longDate(survey.fielded_from)} to{' '}
          {longDate(survey.fielded_to)}
        </Typography>
        {download}
      </Stack>

      {survey.key_findings.length > 0 ? (
        <Box
          component="section"
          aria-labelledby="key-findings"
          sx={{
            mt: 4,
            p: { xs: 2, md: 3 },
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography id="key-findings" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            Key findings
          </Typography>
          <Box component="ul" sx={{ mb: 0, pl: 3 }}>
            {survey.key_findings.map((finding) => (
              <Typography component="li" key={finding} sx={{ my: 1 }}>
                {finding}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="survey-answers" sx={{ mt: 5 }}>
        <Typography id="survey-answers" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          The answers
        </Typography>
        {survey.questions.map((question, index) => (
          <QuestionSection
            key={question.key}
            question={question}
            index={index}
            sampleSize={survey.sample_size}
          />
        ))}
      </Box>

      {survey.directory_figures.length > 0 ? (
        <Box component="section" aria-labelledby="directory-figures" sx={{ mt: 6 }}>
          <Typography id="directory-figures" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            From the {config.brandName} directory
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            These figures are not survey answers: they are counted today from the companies listed
            in the {config.brandName} directory, as each company states its rates and project sizes.
          </Typography>
          {survey.directory_figures.map((figure, index) => (
            <FigureSection key={figure.kind + index} figure={figure} index={index} />
          ))}
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="methodology" sx={{ mt: 6 }}>
        <Typography id="methodology" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          Methodology
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: '70ch' }}>{survey.methodology}</Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            mt: 2,
          }}
        >
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Sample size
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {numbers.format(survey.sample_size)} respondents
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Fieldwork
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {longDate(survey.fielded_from)} to {longDate(survey.fielded_to)}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Questions
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {survey.questions.length}
          </Typography>
        </Box>
        <Box sx={{ mt: 3 }}>{download}</Box>
      </Box>
    </Container>
  );
}
