import { KEPT, OUTBOX_HEADER, isOutboxKind, type OutboxKind } from '@chargemaroc/shared/api/outbox';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';

/** What the outbox needs of Workbox's background-sync Queue (tests give a plain list). */
export interface OutboxQueue {
  pushRequest(entry: { request: Request; timestamp?: number; metadata?: object }): Promise<void>;
  shiftRequest(): Promise<{ request: Request; timestamp?: number; metadata?: object } | undefined>;
  unshiftRequest(entry: { request: Request; timestamp?: number; metadata?: object }): Promise<void>;
}

export type OutboxNews =
  | { type: 'outbox:delivered'; kind: OutboxKind }
  | { type: 'outbox:refused'; kind: OutboxKind; reason: string };

/** A form request the page marked for the outbox (a POST naming a known kind). */
export function outboxKindOf(request: Request): OutboxKind | null {
  if (request.method !== 'POST') return null;
  const kind = request.headers.get(OUTBOX_HEADER);
  return isOutboxKind(kind) ? kind : null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a form request; when the origin cannot be reached (no connection, not a refusal, nor the page
 * giving up on it), keeps it in the queue and answers 202 `kept`, for the page to say so.
 */
export async function sendOrKeep(
  request: Request,
  kind: OutboxKind,
  queue: OutboxQueue,
  send: (request: Request) => Promise<Response> = fetch,
): Promise<Response> {
  const copy = request.clone();
  try {
    return await send(request);
  } catch (error) {
    if (isAbort(error)) throw error;
    await queue.pushRequest({ request: copy, timestamp: Date.now(), metadata: { kind } });
    return new Response(JSON.stringify({ data: null, meta: { outbox: KEPT } }), {
      status: 202,
      headers: { 'Content-Type': 'application/json', [OUTBOX_HEADER]: KEPT },
    });
  }
}

/** The CMS's own French reason for a refusal, else the generic one. */
async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    if (typeof message === 'string' && message.trim()) return message;
  } catch {
    // not JSON: the generic reason
  }
  return messages.api.badRequest;
}

/** A refusal to try again later (the origin busy or limiting), not one to give up on. */
const isTransient = (status: number) => status >= 500 || status === 429 || status === 408;

/**
 * Sends the kept requests, oldest first, each once: taken out of the queue before it is sent, put
 * back at its head when the origin cannot be reached or asks for later (and then the rest waits:
 * throws, so that a sync event is tried again). A refusal (4xx) is not tried again: the shopper is
 * told why. Returns what the shopper is to be told.
 */
export async function sendKept(
  queue: OutboxQueue,
  send: (request: Request) => Promise<Response> = fetch,
): Promise<OutboxNews[]> {
  const news: OutboxNews[] = [];
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const metadataKind = (entry.metadata as { kind?: unknown } | undefined)?.kind;
    const kind = isOutboxKind(metadataKind) ? metadataKind : (outboxKindOf(entry.request) ?? 'contact');
    let response: Response;
    try {
      response = await send(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw new OutboxWaiting(news, error);
    }
    if (isTransient(response.status)) {
      await queue.unshiftRequest(entry);
      throw new OutboxWaiting(news, new Error(`HTTP ${response.status}`));
    }
    news.push(
      response.ok
        ? { type: 'outbox:delivered', kind }
        : { type: 'outbox:refused', kind, reason: await reasonOf(response) },
    );
  }
  return news;
}

/** Some kept requests wait for the connection; `news` says what went before they stopped. */
export class OutboxWaiting extends Error {
  constructor(
    readonly news: OutboxNews[],
    cause: unknown,
  ) {
    super('Outbox waiting for the connection', { cause });
  }
}
