// The AWS SDK ships CommonJS. A dynamic `import('@aws-sdk/client-s3')` in the bundle answers a
// namespace whose only export is `default` (esbuild's CommonJS interop), so `sdk.S3Client` was
// undefined in `server/dist` while the source, run by tsx, worked. Named imports in a module of
// our own are rewired by the bundler correctly, and this module is still loaded only on demand.
export {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
