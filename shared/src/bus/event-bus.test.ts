import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus, createEventBus } from './event-bus';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('event bus', () => {
  it('delivers a valid payload to every listener of that event only', () => {
    const events = createEventBus();
    const added = vi.fn();
    const changed = vi.fn();
    events.on('cart:item-added', added);
    events.on('cart:changed', changed);
    expect(events.emit('cart:item-added', { id: 'p1', name: 'Câble', quantity: 2 })).toBe(true);
    expect(added).toHaveBeenCalledWith({ id: 'p1', name: 'Câble', quantity: 2 });
    expect(changed).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribing, and `once` fires a single time', () => {
    const events = createEventBus();
    const handler = vi.fn();
    const single = vi.fn();
    const off = events.on('session:unauthorized', handler);
    events.once('session:unauthorized', single);
    events.emit('session:unauthorized', { from: '/profil' });
    off();
    events.emit('session:unauthorized', { from: '/profil' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(single).toHaveBeenCalledTimes(1);
  });

  it('refuses a payload that does not match the event schema', () => {
    const events = createEventBus();
    const handler = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    events.on('ui:toast', handler);
    // A payload from another app, built against an older contract.
    const stale = { type: 'fatal', title: '' } as unknown as Parameters<typeof events.emit<'ui:toast'>>[1];
    expect(events.emit('ui:toast', stale)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });

  it('keeps calling the other listeners when one throws', () => {
    const events = createEventBus();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    events.on('session:unauthorized', () => {
      throw new Error('broken listener');
    });
    events.on('session:unauthorized', after);
    events.emit('session:unauthorized', { from: '/commandes' });
    expect(after).toHaveBeenCalledWith({ from: '/commandes' });
  });

  it('is one instance per page, even when the module is evaluated again', async () => {
    vi.resetModules();
    const again = await import('./event-bus');
    expect(again.bus).toBe(bus);
  });
});
