import { useNavigate } from 'react-router-dom';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { endSessionOnServer } from '../auth/api/auth';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Ends the session on the server and in this browser, says so, and goes home. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    // the token must still be sent to end it on the server
    await endSessionOnServer();
    sessionStore.getState().signOut();
    notify({ type: 'info', title: messages.auth.logoutSuccess });
    navigate(paths.home.href());
  };
}
