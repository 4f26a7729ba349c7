import { useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { topCompaniesHeading, screenshotPath, type TopCompaniesPageData } from '../top-companies';

/**
 * What the screenshot address shows when the server leaves it to the pages (the server answers
 * it with the PNG itself): the picture, with its heading.
 */
export function ScreenshotPage() {
  const { list } = useLoaderData<{ list: TopCompaniesPageData['list'] | null }>();
  if (!list) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          Top 10 Companies
        </Typography>
        <Typography sx={{ mt: 1 }}>Each TOP 10 page of a city has its own picture.</Typography>
      </Box>
    );
  }
  const heading = topCompaniesHeading(list);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
        {heading}
      </Typography>
      <Box
        component="img"
        src={screenshotPath(list)}
        alt={`${heading}: ${list.companies.map((entry) => entry.company.name).join(', ')}`}
        width={1200}
        height={630}
        sx={{ maxWidth: '100%', height: 'auto' }}
      />
    </Box>
  );
}
