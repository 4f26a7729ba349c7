import type { HttpTransport } from '../http';

/**
 * A call as its endpoint module exports it: the transport first, then what the client's caller
 * passes (`getCities(transport, query, signal)`).
 */
export type EndpointCall = (transport: HttpTransport, ...args: never[]) => Promise<unknown>;

/**
 * Loads the endpoint module that exports the call `Name`. A dynamic `import()`: the module, its
 * schemas and zod load with the first call, not with the client every page starts with.
 */
export type CallLoader<Name extends PropertyKey> = () => Promise<{
  readonly [N in Name]: EndpointCall;
}>;

/** Call name → loader of the endpoint module that exports a function of that name. */
export type CallMap<Calls> = { readonly [Name in keyof Calls]: CallLoader<Name> };

/**
 * A part of the call map. The compiler checks each entry where it is written: its module must
 * export a function of the entry's name that takes the transport first.
 */
export function defineCalls<const Calls extends CallMap<Calls>>(calls: Calls): Calls {
  return calls;
}

/** The client's side of an endpoint module's call: the same arguments without the transport. */
type WithoutTransport<Call> = Call extends (
  transport: HttpTransport,
  ...args: infer Args
) => infer Answer
  ? (...args: Args) => Answer
  : never;

/** The client a call map describes: one method per entry, typed from its module's function. */
export type ClientOf<Calls> = {
  -readonly [Name in keyof Calls]: Calls[Name] extends () => Promise<infer Module>
    ? Name extends keyof Module
      ? WithoutTransport<Module[Name]>
      : never
    : never;
};
