/** The profile page's loader: the signed-in user as the CMS has it, also given to the session. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiClient, isApiError } from '@chargemaroc/shared/api';
import { parseUser, type User } from '@chargemaroc/shared/contracts/user';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { sessionStore } from '@chargemaroc/shared/stores/session';

export async function profileLoader(args: LoaderFunctionArgs): Promise<{ user: User }> {
  try {
    const response = await apiClient.get<unknown>('/users/me', loaderRequest(args));
    const user = parseUser(response.data);
    sessionStore.getState().updateUser(user);
    return { user };
  } catch (error) {
    return loadFailed(error, getErrorText(error));
  }
}

const getErrorText = (error: unknown) => (isApiError(error) ? error.message : messages.api.unknown);
