import { useNavigate } from 'react-router-dom';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { messages } from '@chargemaroc/shared/messages';
import { sessionStore } from '@chargemaroc/shared/stores/session';

/** Clears the session, says so, and goes home. */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    sessionStore.getState().signOut();
    notify({ type: 'info', title: messages.auth.logoutSuccess });
    navigate('/');
  };
}
