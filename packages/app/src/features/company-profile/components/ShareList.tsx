import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CompanyShare } from '@atlas/api/entities/profile';

/** Focuses, industries or client types with the share of work each takes. */
export function ShareList({ title, items }: { title: string; items: readonly CompanyShare[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <li key={item.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <span>{item.name}</span>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {item.percentage}%
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={item.percentage}
              aria-hidden
              sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
