import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config';

/** Seconds we wait for the identity provider on any one request. */
const PROVIDER_TIMEOUT_S = 10;

/** Claims we read from an ID token or the userinfo response. */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/** Whether the claims carry the email and its verification (else the provider keeps them in userinfo). */
export const hasEmailClaims = (claims: IdentityClaims): boolean =>
  claims.email !== undefined && claims.email_verified !== undefined;

/** ID token claims completed by userinfo (same subject, checked by the caller): email from userinfo. */
const withUserInfo = (claims: IdentityClaims, info: client.UserInfoResponse): IdentityClaims => ({
  ...info,
  ...claims,
  email: info.email,
  email_verified: info.email_verified,
});

/** RFC 7662: `client_id` names the client the token was issued to; without it, our id must be in `aud`. */
const issuedToUs = (info: client.IntrospectionResponse, clientId: string): boolean => {
  if (info.client_id !== undefined) return info.client_id === clientId;
  const audiences = Array.isArray(info.aud) ? info.aud : info.aud === undefined ? [] : [info.aud];
  return audiences.includes(clientId);
};

/**
 * Google documents ID tokens whose `iss` is `accounts.google.com` without the scheme; both name the same
 * issuer, so both are accepted when Google is the configured one.
 */
const issuerAliases = (issuer: string): string[] =>
  issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];

/**
 * The configured identity provider: its discovered metadata (fetched once per process and kept; a failed
 * discovery is retried on the next call) and its signing keys (cached and refreshed by jose as they rotate).
 */
export const createOidcProvider = (oidc: OidcConfig) => {
  let discovered: Promise<client.Configuration> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  const discover = async (): Promise<client.Configuration> => {
    const options: client.DiscoveryRequestOptions = {
      timeout: PROVIDER_TIMEOUT_S,
      ...(oidc.allowHttp && { execute: [client.allowInsecureRequests] }),
    };
    const found = await client.discovery(new URL(oidc.issuer), oidc.clientId, undefined, undefined, options);
    const metadata = found.serverMetadata();
    // client_secret_basic is the OpenID default; post only for providers that do not offer basic.
    const methods = metadata.token_endpoint_auth_methods_supported;
    const usePost =
      methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    const auth = usePost
      ? client.ClientSecretPost(oidc.clientSecret)
      : client.ClientSecretBasic(oidc.clientSecret);
    const configuration = new client.Configuration(metadata, oidc.clientId, oidc.clientSecret, auth);
    configuration.timeout = PROVIDER_TIMEOUT_S;
    if (oidc.allowHttp) client.allowInsecureRequests(configuration);
    return configuration;
  };

  const configuration = (): Promise<client.Configuration> => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    configuration,

    /** The URL to send the browser to: authorization code flow with PKCE (S256), state and nonce. */
    async authorizationUrl(input: {
      redirectUri: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }) {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: input.state,
        nonce: input.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /**
     * Exchanges an authorization code (client secret + PKCE verifier) and returns the claims of the ID
     * token, which openid-client has checked (signature, issuer, audience, expiry, nonce). Providers that
     * keep email out of the ID token are asked through userinfo.
     */
    async exchangeCode(input: {
      code: string;
      state: string;
      nonce: string;
      codeVerifier: string;
      redirectUri: string;
    }): Promise<IdentityClaims> {
      const config = await configuration();
      const callback = new URL(input.redirectUri);
      callback.searchParams.set('code', input.code);
      callback.searchParams.set('state', input.state);
      // Only one provider is configured, so there is no other issuer to mix up (RFC 9207).
      const metadata = config.serverMetadata();
      if (metadata.authorization_response_iss_parameter_supported) {
        callback.searchParams.set('iss', metadata.issuer);
      }
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims() as IdentityClaims | undefined;
      if (!claims) throw new Error('The provider returned no ID token');
      if (hasEmailClaims(claims)) return claims;
      // This access token came from our own code exchange, so it is ours without asking.
      return withUserInfo(claims, await client.fetchUserInfo(config, tokens.access_token, claims.sub));
    },

    /**
     * The identity behind an OAuth access token from the provider's own script (optionally with the ID
     * token issued with it, already verified). The token must be one the provider issued to us: asked
     * through its introspection endpoint (RFC 7662), it must be active and name our client; otherwise an
     * access token that another application obtained for someone would sign them in here (token
     * substitution). Only then is the provider's userinfo asked, and its subject must be the token's and
     * the ID token's. A provider without introspection cannot vouch for the client, so it is refused.
     */
    async identityOfAccessToken(accessToken: string, idClaims?: IdentityClaims): Promise<IdentityClaims> {
      const config = await configuration();
      if (!config.serverMetadata().introspection_endpoint) {
        throw new Error('The provider offers no token introspection, so an access token cannot be checked');
      }
      const info = await client.tokenIntrospection(config, accessToken, { token_type_hint: 'access_token' });
      if (info.active !== true) throw new Error('The provider does not know the access token as active');
      if (!issuedToUs(info, oidc.clientId)) throw new Error('The access token was issued to another client');
      if (info.token_type !== undefined && !/^(bearer|dpop|access_token)$/i.test(info.token_type)) {
        throw new Error(`The token is not an access token (${info.token_type})`);
      }
      if (idClaims && info.sub !== undefined && info.sub !== idClaims.sub) {
        throw new Error('The access token belongs to another subject than the ID token');
      }
      const subject = idClaims?.sub ?? info.sub;
      const user = await client.fetchUserInfo(config, accessToken, subject ?? client.skipSubjectCheck);
      return idClaims ? withUserInfo(idClaims, user) : (user as IdentityClaims);
    },

    /**
     * Verifies an ID token from the provider's own script against its published keys: issuer, audience
     * (our client id), expiry. An OAuth access token is refused even when it is a signed JWT, so a token
     * issued to another application cannot be substituted.
     */
    async verifyIdToken(token: string): Promise<IdentityClaims> {
      const config = await configuration();
      const metadata = config.serverMetadata();
      if (!metadata.jwks_uri) throw new Error('The provider publishes no jwks_uri');
      jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_S * 1000 });
      const { payload, protectedHeader } = await jwtVerify<JWTPayload & IdentityClaims>(token, jwks, {
        issuer: issuerAliases(metadata.issuer),
        audience: oidc.clientId,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      if (protectedHeader.typ && /^(application\/)?at\+jwt$/i.test(protectedHeader.typ)) {
        throw new Error('An access token is not an ID token');
      }
      // OpenID Connect Core 3.1.3.7: with several audiences the authorized party must be us.
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== oidc.clientId) {
        throw new Error('The ID token was issued to another client');
      }
      return payload;
    },
  };
};

export type OidcProvider = ReturnType<typeof createOidcProvider>;
