import { useState } from 'react';
import { STORAGE_KEYS, userSchema } from '@portico/contract';
import { getAccessToken, readJson } from '@/lib/storage';

const storedUserSchema = userSchema.pick({ name: true, email: true, profilePicture: true });

/** Who is signed in on this browser, as stored (§3); name and email are null when userData is unreadable. */
export interface OpenSession {
  name: string | null;
  email: string | null;
  profilePicture: string | null;
}

export const readOpenSession = (): OpenSession | null => {
  if (!getAccessToken()) return null;
  const user = storedUserSchema.safeParse(readJson(STORAGE_KEYS.userData));
  return user.success ? user.data : { name: null, email: null, profilePicture: null };
};

/**
 * The session open on this browser when a sign-in screen (/callback, token login) opened: read once, so
 * the screen's own sign-in, which stores a new session, does not change the answer under it.
 */
export const useOpenSession = (): OpenSession | null => useState(readOpenSession)[0];
