import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import TextField from '@mui/material/TextField';
import { useStores } from '../stores/StoresContext';
import { COMPANY_PARAM, switchCompanyTarget } from './managed-company';

/**
 * "Managing: Acme ▾" — for a person who runs more than one company (issue 33): choosing another
 * opens the same page for it (its address names the company) and makes it their current company,
 * which the server remembers for the next page. Nothing shows for someone who runs one or none.
 */
export const CompanySwitcher = observer(function CompanySwitcher() {
  const { user } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  if (!user.managesSeveral) return null;
  const current = search.get(COMPANY_PARAM) ?? user.company?.slug ?? user.companies[0]?.slug ?? '';
  const choose = async (slug: string) => {
    // Remembered first, so pages that read the current company (TOP 10) open the new one too.
    if (!(await user.chooseCompany(slug))) return;
    const target = switchCompanyTarget(location.pathname, location.search, slug);
    if (target) await navigate(target);
  };
  return (
    <TextField
      select
      label="Managing"
      size="small"
      value={current}
      onChange={(event) => void choose(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ mb: 3, minWidth: 220, maxWidth: '100%' }}
    >
      {user.companies.map((company) => (
        <option key={company.slug} value={company.slug}>
          {company.name}
        </option>
      ))}
    </TextField>
  );
});
