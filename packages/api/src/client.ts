import { createHttpTransport, type HttpTransportOptions } from './http';
import { apiCalls, type ApiCalls } from './calls';
import type { CallLoader, CallMap, ClientOf, EndpointCall } from './calls/define-calls';

/**
 * Every call of the contract, as one port: one method per entry of the call map
 * (`calls/index.ts`), taking what its endpoint module's function takes after the transport. The
 * app depends on this type; tests hand it a double (see `createTestApiClient`).
 */
export type ApiClient = ClientOf<ApiCalls>;

export type ApiClientOptions = HttpTransportOptions;

type CallName = keyof ApiCalls;

/** A method as the client is assembled from the map; `ApiClient` says what each one takes. */
type AnyCall = (...args: never[]) => Promise<unknown>;

/** The map as the compiler checks it: every module exports the call its entry names. */
const calls: CallMap<ApiCalls> = apiCalls;

function isCallName(name: string): name is CallName {
  return Object.hasOwn(calls, name);
}

const callNames = Object.keys(calls).filter(isCallName);

/** A client with the method `bind` makes for each call of the map. */
function bindCalls(
  bind: <Name extends CallName>(name: Name, load: CallLoader<Name>) => AnyCall,
): ApiClient {
  const bindOne = <Name extends CallName>(name: Name) => bind(name, calls[name]);
  const client: Record<string, AnyCall> = {};
  for (const name of callNames) client[name] = bindOne(name);
  // The one assertion: the object has a method for every call of the map, and the map's types
  // (checked where each entry is written) say what each takes and answers.
  return client as ApiClient;
}

/**
 * The calls loaded so far, kept for the process (or the page): a server creates a client per
 * render, and each of its calls went through `import()` again to find a module it already had
 * (issue 14). Creating a client loads no endpoint module: their zod schemas (and zod itself) stay
 * out of the script every page starts with. A page rendered on the server hydrates from its
 * embedded data, so the first call, and with it the module, comes with a navigation, which loads
 * its route's chunk anyway.
 */
const loadedCalls = new Map<CallName, EndpointCall>();

/** The main and v2 clients of SPEC §7 behind one typed object. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createHttpTransport(options);
  return bindCalls((name, load) => async (...args) => {
    // A failed load is not kept: the next call tries again.
    let call = loadedCalls.get(name);
    if (call === undefined) {
      call = (await load())[name];
      loadedCalls.set(name, call);
    }
    return call(transport, ...args);
  });
}

/**
 * A client whose every call rejects with "not implemented" until the test supplies the ones it
 * needs, so a test states exactly which calls it expects (react-admin's `testDataProvider`: a
 * typed default, overridden per call).
 */
export function createTestApiClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return bindCalls((name) => overrides[name] ?? notImplemented(name));
}

function notImplemented(name: CallName) {
  return () => Promise.reject(new Error(`ApiClient.${name} is not implemented in this test`));
}
