import fc from 'fast-check';
import type { Draft, Mutation } from './draft';
import { headerMutations } from './header-mutations';
import { fromValue, percentEncode } from './hostile';
import { foreignBodies, jsonMutations } from './json-mutations';
import type { EndpointModel, ValidRequest } from './models';
import { newMultipart } from './multipart-encoding';
import { multipartMutations } from './multipart-mutations';
import { pathMutations, queryMutations } from './url-mutations';
import type { World } from './world';

/** One generated input: changes to the endpoint's valid request, and the client's address. */
export interface FuzzInput {
  mutations: Mutation[];
  /** Varied so the auth calls' per-IP rate limits do not turn every later input into the same 429. */
  remoteAddress: string;
  /** Parts of the valid multipart body left out (set when a failure is reduced to its smallest body). */
  drop?: number[];
}

const enc = percentEncode;

/** The endpoint's valid request as a draft (a fresh copy every time: mutations change it in place). */
export const baselineDraft = (
  model: EndpointModel,
  valid: ValidRequest,
  world: World,
  token: string | null,
) => {
  const draft: Draft = {
    method: model.method,
    pathTemplate: model.path,
    params: Object.fromEntries(Object.entries(valid.params ?? {}).map(([k, v]) => [k, enc(v)])),
    pathSuffix: '',
    query: Object.entries(valid.query ?? {}).map(([k, v]) => [enc(k), enc(v)]),
    headers: { host: `${world.slug}.localhost`, ...(token && { authorization: `Bearer ${token}` }) },
    removedHeaders: new Set(),
    body:
      valid.body?.kind === 'json'
        ? { kind: 'json', node: fromValue(valid.body.value) }
        : valid.body?.kind === 'multipart'
          ? {
              kind: 'multipart',
              form: newMultipart(valid.body.model.valid.map((p, origin) => ({ ...p, origin }))),
            }
          : { kind: 'none' },
    remoteAddress: '127.0.0.1',
  };
  return draft;
};

/**
 * The inputs of one endpoint: one to three mutations of its valid request, drawn from every position it
 * has (path, query, headers, JSON body or multipart body), now and then none at all (the valid request,
 * whose answer must then match the contract).
 */
export const inputArbitrary = (
  model: EndpointModel,
  valid: ValidRequest,
  world: World,
): fc.Arbitrary<FuzzInput> => {
  const weighted = (weight: number, arbitraries: fc.Arbitrary<Mutation>[]) =>
    arbitraries.map((arbitrary) => ({ weight, arbitrary }));
  const positions = [
    ...weighted(2, pathMutations(model, world)),
    ...weighted(2, queryMutations(model, world)),
    ...weighted(1, headerMutations(world)),
    ...(valid.body?.kind === 'json' ? weighted(3, jsonMutations(model, valid.body.value)) : []),
    ...(valid.body?.kind === 'multipart'
      ? multipartMutations(valid.body.model).map((w) => ({ weight: w.weight * 2, arbitrary: w.arbitrary }))
      : []),
    { weight: 1, arbitrary: foreignBodies },
  ];
  return fc.record({
    mutations: fc.oneof(
      { weight: 1, arbitrary: fc.constant<Mutation[]>([]) },
      { weight: 15, arbitrary: fc.array(fc.oneof(...positions), { minLength: 1, maxLength: 3 }) },
    ),
    remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1')),
  });
};
