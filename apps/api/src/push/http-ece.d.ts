// http_ece (RFC 8188 / 8291 content encoding) ships no types: the one call the push test makes.
declare module 'http_ece' {
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string },
    ): Buffer;
  };
  export default ece;
}
