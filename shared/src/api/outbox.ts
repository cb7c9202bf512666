/**
 * Forms sent while the network is gone are not lost. A form's request names its kind in
 * OUTBOX_HEADER; when the service worker (shell/src/service-worker) cannot reach the origin with it,
 * it keeps the request on the device, answers 202 with `OUTBOX_HEADER: kept`, and sends it once the
 * connection returns (Background Sync where the browser has it, else at the next visit). The shopper
 * is told both times: here when it is kept, by the shell when it has gone.
 * Without a service worker (first visit, a browser without one) a form sent offline fails as before,
 * its text left in the form.
 */
import { bus } from '../bus/event-bus';
import { formatMessage, coreMessages as messages } from '../messages/core';
import { apiClient } from './client';

export const OUTBOX_HEADER = 'X-Cm-Outbox';
export const KEPT = 'kept';

export type OutboxKind = keyof typeof messages.offline.kinds;
/** 'sent': the origin has it; 'kept': on the device, sent when the connection returns. */
export type Delivery = 'sent' | 'kept';

export function isOutboxKind(value: unknown): value is OutboxKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(messages.offline.kinds, value);
}

/** What the shopper is told about a kept form, its delivery or its refusal. */
export function outboxMessage(
  event: 'kept' | 'delivered' | 'refused',
  kind: OutboxKind,
  reason: string = messages.api.badRequest,
): string {
  return formatMessage(messages.offline[event], { kind: messages.offline.kinds[kind], reason });
}

/** Whether an answer is the service worker's "kept for later", not the origin's. */
export function isKeptAnswer(status: number, headers: unknown): boolean {
  const value = (headers as { get?: (name: string) => unknown } | null)?.get?.(OUTBOX_HEADER);
  return status === 202 && value === KEPT;
}

/**
 * POSTs a form's `body` to `path` (under the API). Offline, the service worker keeps it: the shopper
 * is told so by a toast and the form gets 'kept' (it should not say "sent").
 */
export async function postForm(path: string, body: unknown, kind: OutboxKind): Promise<Delivery> {
  const response = await apiClient.post<unknown>(path, body, { headers: { [OUTBOX_HEADER]: kind } });
  if (!isKeptAnswer(response.status, response.headers)) return 'sent';
  // through the bus, as every toast: the shell's one toaster shows it
  bus.emit('ui:toast', { type: 'info', title: outboxMessage('kept', kind) });
  return 'kept';
}
