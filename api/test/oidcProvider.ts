import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who the provider says signed in. */
export interface ProviderUser {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** A minimal OpenID Connect provider on loopback: discovery, JWKS, and the code grant with PKCE. */
export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What a person signing in at the provider would produce: a code for the app's callback. */
  authorize(authorizationUrl: string, user: ProviderUser): { code: string; state: string };
  /** Token requests received (form fields). */
  tokenRequests: Array<Record<string, string>>;
  close(): Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(payload));
  return `${header}.${body}.${base64url(sign('sha256', Buffer.from(`${header}.${body}`), key))}`;
}

/** Starts the provider on a free port. */
export async function startOidcProvider(): Promise<OidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const clientId = 'coaching-app';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { user: ProviderUser; nonce: string; challenge: string; redirectUri: string }>();
  const tokenRequests: Array<Record<string, string>> = [];
  let issuer = '';

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(text));
        const basic = request.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':').map(decodeURIComponent)
          : null;
        tokenRequests.push(form);
        const grant = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        const id = basic?.[0] ?? form.client_id;
        const secret = basic?.[1] ?? form.client_secret;
        if (!grant || id !== clientId || secret !== clientSecret) return json(400, { error: 'invalid_grant' });
        const challenge = createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest('base64url');
        if (challenge !== grant.challenge || form.redirect_uri !== grant.redirectUri) {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000);
        const idToken = signJwt(
          {
            iss: issuer,
            aud: clientId,
            sub: grant.user.email,
            iat: now,
            exp: now + 300,
            nonce: grant.nonce,
            ...grant.user,
          },
          privateKey,
          kid,
        );
        return json(200, {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    tokenRequests,
    authorize(authorizationUrl, user) {
      const params = new URL(authorizationUrl).searchParams;
      if (params.get('client_id') !== clientId) throw new Error('wrong client');
      if (params.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 expected');
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        user,
        nonce: params.get('nonce') ?? '',
        challenge: params.get('code_challenge') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
      });
      return { code, state: params.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
