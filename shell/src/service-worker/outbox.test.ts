import { describe, expect, it, vi } from 'vitest';
import { KEPT, OUTBOX_HEADER } from '@chargemaroc/shared/api/outbox';
import { OutboxWaiting, outboxKindOf, sendKept, sendOrKeep, type OutboxQueue } from './outbox';

type Entry = Parameters<OutboxQueue['pushRequest']>[0];

/** Workbox's queue as a list (the worker keeps it in IndexedDB). */
function memoryQueue(): OutboxQueue & { entries: Entry[] } {
  const entries: Entry[] = [];
  return {
    entries,
    pushRequest: async (entry) => void entries.push(entry),
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry) => void entries.unshift(entry),
  };
}

const form = (kind: string | null, body: unknown = { data: { name: 'Amina' } }, method = 'POST') =>
  new Request('https://chargemaroc.ma/api/contact-messages', {
    method,
    headers: { 'Content-Type': 'application/json', ...(kind ? { [OUTBOX_HEADER]: kind } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const answer = (status: number, body: unknown = { data: {} }) =>
  Promise.resolve(Response.json(body, { status }));

describe('a form sent through the worker', () => {
  it('is marked for the outbox only as a POST naming a known kind', () => {
    expect(outboxKindOf(form('contact'))).toBe('contact');
    expect(outboxKindOf(form('testDrive'))).toBe('testDrive');
    expect(outboxKindOf(form('order'))).toBeNull();
    expect(outboxKindOf(form(null))).toBeNull();
    expect(outboxKindOf(form('contact', null, 'GET'))).toBeNull();
  });

  it("goes to the origin when it answers, the origin's answer unchanged", async () => {
    const queue = memoryQueue();
    const response = await sendOrKeep(form('contact'), 'contact', queue, () => answer(400));
    expect(response.status).toBe(400);
    expect(queue.entries).toHaveLength(0);
  });

  it('is kept, with its body, and answered 202 kept when the origin cannot be reached', async () => {
    const queue = memoryQueue();
    const response = await sendOrKeep(form('callback'), 'callback', queue, offline);
    expect(response.status).toBe(202);
    expect(response.headers.get(OUTBOX_HEADER)).toBe(KEPT);
    expect(queue.entries).toHaveLength(1);
    expect(queue.entries[0]?.metadata).toEqual({ kind: 'callback' });
    expect(await queue.entries[0]?.request.json()).toEqual({ data: { name: 'Amina' } });
  });

  it('is not kept when the page gave up on it (it will say so itself)', async () => {
    const queue = memoryQueue();
    const aborted = () => Promise.reject(new DOMException('aborted', 'AbortError'));
    await expect(sendOrKeep(form('contact'), 'contact', queue, aborted)).rejects.toThrow('aborted');
    expect(queue.entries).toHaveLength(0);
  });
});

describe('sending the kept forms', () => {
  async function keep(queue: OutboxQueue, ...kinds: string[]) {
    for (const kind of kinds) await sendOrKeep(form(kind, { data: { kind } }), kind as never, queue, offline);
  }

  it('sends each once, oldest first, and says what went', async () => {
    const queue = memoryQueue();
    await keep(queue, 'contact', 'newsletter');
    const sent: unknown[] = [];
    const send = vi.fn(async (request: Request) => {
      sent.push(await request.json());
      return answer(201);
    });
    await expect(sendKept(queue, send)).resolves.toEqual([
      { type: 'outbox:delivered', kind: 'contact' },
      { type: 'outbox:delivered', kind: 'newsletter' },
    ]);
    expect(sent).toEqual([{ data: { kind: 'contact' } }, { data: { kind: 'newsletter' } }]);
    await expect(sendKept(queue, send)).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops at the first the origin cannot take yet, keeping it and the rest in order', async () => {
    const queue = memoryQueue();
    await keep(queue, 'contact', 'quote', 'review');
    let calls = 0;
    const send = () => (++calls === 1 ? answer(201) : offline());
    const waiting = await sendKept(queue, send).catch((error: unknown) => error);
    expect(waiting).toBeInstanceOf(OutboxWaiting);
    expect((waiting as OutboxWaiting).news).toEqual([{ type: 'outbox:delivered', kind: 'contact' }]);
    expect(queue.entries.map((entry) => entry.metadata)).toEqual([{ kind: 'quote' }, { kind: 'review' }]);
  });

  it('keeps a form the origin asks to send later (busy, limiting)', async () => {
    for (const status of [503, 429]) {
      const queue = memoryQueue();
      await keep(queue, 'contact');
      await expect(sendKept(queue, () => answer(status))).rejects.toBeInstanceOf(OutboxWaiting);
      expect(queue.entries).toHaveLength(1);
    }
  });

  it("gives up on a refused form and tells why, in the CMS's words", async () => {
    const queue = memoryQueue();
    await keep(queue, 'review', 'contact');
    let calls = 0;
    const send = () =>
      ++calls === 1 ? answer(400, { error: { message: 'Vous avez déjà noté cette borne.' } }) : answer(201);
    await expect(sendKept(queue, send)).resolves.toEqual([
      { type: 'outbox:refused', kind: 'review', reason: 'Vous avez déjà noté cette borne.' },
      { type: 'outbox:delivered', kind: 'contact' },
    ]);
    expect(queue.entries).toHaveLength(0);
  });
});
