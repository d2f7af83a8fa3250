import { type TenantPublic, type portalEndpoints, signInRoutes } from '@portico/contract';
import { useEffect, useState } from 'react';
import { apiRoute } from '@/lib/api-client';
import { applyLanguage, chooseLanguage } from '@/lib/language';
import { getAccessToken } from '@/lib/storage';
import { tenantSlug } from '@/lib/tenant';

/** How long a visit keeps the tenant's answer before asking again. */
const STALE_MS = 5 * 60_000;

export const checkSignupPermission = async (slug: string) =>
  (
    await apiRoute<typeof portalEndpoints.checkSignupPermission>(signInRoutes.checkSignupPermission, {
      query: { slug },
    })
  ).data;

interface Lookup {
  at: number;
  promise: Promise<TenantPublic | undefined>;
  /** Set once the lookup has settled (undefined data: it failed). */
  settled?: { data: TenantPublic | undefined };
}

const lookups = new Map<string, Lookup>();

/**
 * Issue 26: signed out, the auth screens speak the tenant's language (or the browser's, when the tenant lets
 * it lead). A signed-in visitor's screens follow their own choice instead (AuthProvider). A language that
 * fails to load is only logged: the screens stay in the one shown.
 */
const showTenantLanguage = async (tenant: TenantPublic): Promise<void> => {
  if (getAccessToken() !== null) return;
  try {
    await applyLanguage(chooseLanguage({ tenant: tenant.language, browser: tenant.browserLanguage }));
  } catch (error) {
    console.error(error);
  }
};

/**
 * The tenant's signup method, name, logo and description, asked once per visit (every auth screen reads it)
 * without the query cache: the sign-in page's first visit renders before the app's code loads. A failed
 * lookup is only logged (§8 signup permission); the screens then show no tenant details. The lookup settles
 * once the tenant's language shows, so the form appears in it directly.
 */
const lookup = (slug: string): Lookup => {
  const known = lookups.get(slug);
  if (known && Date.now() - known.at < STALE_MS) return known;
  const entry: Lookup = {
    at: Date.now(),
    promise: checkSignupPermission(slug).then(
      async (data) => {
        await showTenantLanguage(data);
        return data;
      },
      (error: unknown) => {
        console.error(error);
        return undefined;
      },
    ),
  };
  void entry.promise.then((data) => (entry.settled = { data }));
  lookups.set(slug, entry);
  return entry;
};

/** Forgets every answer (tests start each from none). */
export const forgetSignupPermissions = (): void => lookups.clear();

export interface SignupPermissionState {
  data: TenantPublic | undefined;
  isPending: boolean;
}

export const useSignupPermission = (): SignupPermissionState => {
  const slug = tenantSlug();
  const [state, setState] = useState<SignupPermissionState>(() => {
    const settled = lookup(slug).settled;
    return settled ? { data: settled.data, isPending: false } : { data: undefined, isPending: true };
  });
  useEffect(() => {
    if (!state.isPending) return;
    let live = true;
    void lookup(slug).promise.then((data) => {
      if (live) setState({ data, isPending: false });
    });
    return () => {
      live = false;
    };
  }, [slug, state.isPending]);
  return state;
};
