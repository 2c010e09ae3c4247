import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';
import { TAG_TYPES } from './tags';

/**
 * The single RTK Query api (DESIGN.md §3 convention 1). Endpoints are generated from openapi/ into
 * `./generated/<tag>.ts` and injected here; tags and invalidation are added in `./enhance.ts` only.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
