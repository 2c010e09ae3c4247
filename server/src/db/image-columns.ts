/**
 * Every column that holds an upload URL (`/uploads/<resource>/<uuid>.<ext>`): the image fields of the
 * resources. A file is removed from disk only once none of these names it any more (the same upload may be
 * set on several records). test/server/security/signed-uploads.test.ts checks this list against the
 * resource definitions' image fields.
 */
export const IMAGE_COLUMNS = [
  { table: 'employees', column: 'photo' },
  { table: 'kitchen_staff', column: 'photo' },
  { table: 'users', column: 'photo' },
  { table: 'products', column: 'image' },
  { table: 'organizations', column: 'logo' },
] as const;
