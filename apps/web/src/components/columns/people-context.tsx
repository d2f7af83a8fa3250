import { createContext, useContext } from 'react';
import type { PhotoThumb } from '@portico/contract';

/** The tenant's people by id (getPhotothumbs), for people cells: names, emails and photos. */
export type PeopleDirectory = ReadonlyMap<string, PhotoThumb>;

const EMPTY: PeopleDirectory = new Map();

export const PeopleContext = createContext<PeopleDirectory>(EMPTY);

export const usePeopleDirectory = (): PeopleDirectory => useContext(PeopleContext);

export const toDirectory = (people: readonly PhotoThumb[] | undefined): PeopleDirectory =>
  new Map((people ?? []).map((p) => [p.id, p]));
