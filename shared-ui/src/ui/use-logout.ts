import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { useAuthStore } from '../auth/auth-store';
import { useConfirm } from '../feedback/FeedbackProvider';
import { useT } from '../i18n/use-t';

/** Asks first, then ends the session on the server, forgets it here and goes to the landing page. */
export function useLogout(): () => Promise<void> {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const logout = useAuthStore((s) => s.logout);
  return async () => {
    if (!(await confirm(t('auth.logoutConfirm'), { confirmLabel: t('common.logout') }))) return;
    // The server ends this token at once (issue 17); signing out here goes ahead even if it cannot be told.
    await api.post('/global/logout').catch(() => undefined);
    logout();
    navigate('/');
  };
}
