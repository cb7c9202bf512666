import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bus, type ToastPayload } from '../bus/event-bus';
import { API_BASE_URL, apiClient } from './client';
import { KEPT, OUTBOX_HEADER, isKeptAnswer, outboxMessage, postForm } from './outbox';

let server: Server;
let received: IncomingMessage[] = [];
let answer: () => { status: number; headers?: Record<string, string> } = () => ({ status: 201 });

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    const { status, headers = {} } = answer();
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end('{"data":null}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiClient.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  apiClient.defaults.baseURL = API_BASE_URL;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let toasts: ToastPayload[] = [];
let stopListening = () => {};
beforeEach(() => {
  received = [];
  toasts = [];
  stopListening();
  stopListening = bus.on('ui:toast', (toast) => toasts.push(toast));
});

describe('postForm', () => {
  it('names the form kind for the service worker and says sent when the origin took it', async () => {
    answer = () => ({ status: 201 });
    await expect(postForm('/contact-messages', { data: { name: 'Amina' } }, 'contact')).resolves.toBe('sent');
    expect(received[0]?.headers[OUTBOX_HEADER.toLowerCase()]).toBe('contact');
    expect(toasts).toEqual([]);
  });

  it('says kept, and tells the shopper, when the service worker kept it for later', async () => {
    answer = () => ({ status: 202, headers: { [OUTBOX_HEADER]: KEPT } });
    await expect(postForm('/newsletters', { data: { email: 'a@b.ma' } }, 'newsletter')).resolves.toBe('kept');
    expect(toasts).toEqual([
      {
        type: 'info',
        title:
          "Vous êtes hors ligne : nous gardons votre inscription à la newsletter sur cet appareil et l'enverrons dès le retour de la connexion.",
      },
    ]);
  });

  it('takes a 202 of the origin itself for sent', async () => {
    answer = () => ({ status: 202 });
    await expect(postForm('/quote-requests', { data: {} }, 'quote')).resolves.toBe('sent');
  });
});

describe('the outbox messages', () => {
  it('names the kind and the reason of a refusal', () => {
    expect(outboxMessage('delivered', 'testDrive')).toBe(
      "Connexion retrouvée : nous avons bien transmis votre demande d'essai.",
    );
    expect(outboxMessage('refused', 'review', 'Vous avez déjà noté cette borne.')).toBe(
      "Nous n'avons pas pu transmettre votre avis : Vous avez déjà noté cette borne.",
    );
  });

  it('recognises the kept answer by its status and header only', () => {
    const headers = (value: string | null) => ({ get: () => value });
    expect(isKeptAnswer(202, headers(KEPT))).toBe(true);
    expect(isKeptAnswer(200, headers(KEPT))).toBe(false);
    expect(isKeptAnswer(202, headers(null))).toBe(false);
    expect(isKeptAnswer(202, undefined)).toBe(false);
  });
});
