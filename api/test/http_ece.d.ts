/** The part of http_ece (RFC 8188 content encoding) the push tests use to open payloads. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    authSecret?: string;
    dh?: string;
    salt?: string;
  }

  const ece: {
    decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  };
  export default ece;
}
