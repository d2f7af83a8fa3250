import { useEffect, useRef } from 'react';
import type { LiveEventOf, LiveEventType } from '@portico/contract';
import { getAccessToken } from '../storage';
import { connectLive } from './connection';
import { emitLiveEvent, onLiveEvent } from './emitter';

/** Keeps the tab's live stream open while someone is signed in (the signed-in and console layouts). */
export const useLiveConnection = (signedIn: boolean) => {
  useEffect(() => {
    if (!signedIn) return;
    return connectLive({ token: getAccessToken, onEvent: emitLiveEvent });
  }, [signedIn]);
};

/** Calls the handler for every live event of a type while the component is mounted. */
export const useLiveEvent = <T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void) => {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(type, (event) => latest.current(event)), [type]);
};
