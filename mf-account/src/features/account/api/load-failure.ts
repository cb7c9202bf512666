/** The message of a failed account loader: the template with the API's reason, or the generic one. */
import { isApiError } from '@chargemaroc/shared/api';
import { formatMessage, messages } from '@chargemaroc/shared/messages';

export const failureMessage = (template: string, error: unknown) =>
  formatMessage(template, { message: isApiError(error) ? error.message : messages.api.unknown });
