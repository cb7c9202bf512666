/**
 * The typed event bus every app of the page talks through. Payloads are checked against their
 * schema when emitted, since emitters may be other apps built and deployed on their own.
 */
import { z } from 'zod/mini';
import { userSchema, type User } from '../contracts/user';
import { pageSingleton } from '../internal/page-singleton';

const toastPayloadSchema = () =>
  z.object({
    type: z.enum(['success', 'error', 'info', 'warning']),
    title: z.string().check(z.minLength(1)),
    description: z.optional(z.string()),
    /** Milliseconds; the toaster's default when absent. */
    duration: z.optional(z.number().check(z.positive())),
  });
export type ToastPayload = z.infer<ReturnType<typeof toastPayloadSchema>>;

// Each schema is built the first time its event is emitted, not when the page loads.
const eventSchemas = {
  'cart:item-added': () =>
    z.object({ id: z.string(), name: z.string(), quantity: z.int().check(z.positive()) }),
  'cart:changed': () => z.object({ count: z.int().check(z.nonnegative()), total: z.number() }),
  'wishlist:changed': () => z.object({ count: z.int().check(z.nonnegative()), ids: z.array(z.string()) }),
  'session:changed': () => z.object({ user: z.nullable(userSchema) }),
  'session:unauthorized': () => z.object({ from: z.string() }),
  'ui:toast': toastPayloadSchema,
  'comparison:changed': () => z.object({ ids: z.array(z.string()).check(z.maxLength(3)) }),
} satisfies Record<string, () => z.ZodMiniType>;

export interface BusEvents {
  'cart:item-added': { id: string; name: string; quantity: number };
  'cart:changed': { count: number; total: number };
  'wishlist:changed': { count: number; ids: string[] };
  'session:changed': { user: User | null };
  /** A request came back 401: the session is already cleared. `from` is the path the user was on. */
  'session:unauthorized': { from: string };
  'ui:toast': ToastPayload;
  'comparison:changed': { ids: string[] };
}

export type BusEventName = keyof BusEvents;
export type BusHandler<Name extends BusEventName> = (payload: BusEvents[Name]) => void;

// Keeps the declared types and the runtime schemas from drifting apart.
type SchemaPayloads = {
  [Name in keyof typeof eventSchemas]: z.infer<ReturnType<(typeof eventSchemas)[Name]>>;
};
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchTypes: { [Name in BusEventName]: Same<BusEvents[Name], SchemaPayloads[Name]> } = {
  'cart:item-added': true,
  'cart:changed': true,
  'wishlist:changed': true,
  'session:changed': true,
  'session:unauthorized': true,
  'ui:toast': true,
  'comparison:changed': true,
};
void schemasMatchTypes;

export interface EventBus {
  /** Returns false (and dispatches nothing) when the payload does not match the event's schema. */
  emit<Name extends BusEventName>(name: Name, payload: BusEvents[Name]): boolean;
  /** Returns the unsubscribe function. */
  on<Name extends BusEventName>(name: Name, handler: BusHandler<Name>): () => void;
  once<Name extends BusEventName>(name: Name, handler: BusHandler<Name>): () => void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<BusEventName, Set<(payload: unknown) => void>>();
  const schemas = new Map<BusEventName, z.ZodMiniType>();
  const schemaOf = (name: BusEventName) => {
    let schema = schemas.get(name);
    if (!schema) schemas.set(name, (schema = eventSchemas[name]()));
    return schema;
  };

  const on: EventBus['on'] = (name, handler) => {
    const set = handlers.get(name) ?? new Set();
    handlers.set(name, set);
    const listener = handler as (payload: unknown) => void;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };

  return {
    emit(name, payload) {
      const result = schemaOf(name).safeParse(payload);
      if (!result.success) {
        console.error(`[bus] '${name}' refused: ${result.error.message}`);
        return false;
      }
      // A copy, so handlers may unsubscribe while being called.
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          handler(result.data);
        } catch (error) {
          // One failing listener (perhaps another app's) must not silence the others.
          console.error(`[bus] a '${name}' handler failed`, error);
        }
      }
      return true;
    },
    on,
    once(name, handler) {
      const off = on(name, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
  };
}

export const bus: EventBus = pageSingleton('bus.v1', createEventBus);
