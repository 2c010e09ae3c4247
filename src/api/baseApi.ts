import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';
import type { TagType } from './tags';

/**
 * The single RTK Query api, with no endpoints of its own. Endpoints are generated from openapi/ into
 * `./generated/<tag>.ts` and injected here; tags and invalidation are added in `./enhance.ts` only.
 * The tag types are typed here but registered by `./enhance.ts` (`addTagTypes`): they come from the
 * resource registry, which stays out of the /login bundle. No endpoint has a tag before that runs.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [] as TagType[],
  endpoints: () => ({}),
});
