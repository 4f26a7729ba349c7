import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { useStores } from '../../../shared/stores/StoresContext';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/AuthCard';

/** SPEC §4: logout clears the session state, goes to / and clears the cookie (the server does). */
export function LogoutPage() {
  const { user } = useStores();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void user.signOut().then(() => navigate(paths.home(), { replace: true }));
  }, [user, navigate]);

  return (
    <AuthCard title="Logging out">
      <Typography role="status">Logging you out…</Typography>
    </AuthCard>
  );
}
