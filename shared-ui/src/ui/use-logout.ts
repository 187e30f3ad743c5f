import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { useConfirm } from '../feedback/FeedbackProvider';
import { useT } from '../i18n/use-t';

/** Asks first, then forgets the session and goes to the landing page. */
export function useLogout(): () => Promise<void> {
  const t = useT();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const logout = useAuthStore((s) => s.logout);
  return async () => {
    if (!(await confirm(t('auth.logoutConfirm'), { confirmLabel: t('common.logout') }))) return;
    logout();
    navigate('/');
  };
}
