import { useMemo } from 'react';
import {
  useListAgeingQuery,
  type AgeingRow,
  type ListAgeingApiArg,
  type ListAgeingApiResponse,
} from '../../api/generated/billing';

/** An ageing row as the kit lists it: the kit keys rows by `id`, and a report row is its organization's. */
export type AgeingRecord = AgeingRow & { id: number };

function withIds(answer: ListAgeingApiResponse | undefined) {
  if (!answer) return answer;
  const results: AgeingRecord[] = answer.data.results.map((row) => ({ ...row, id: row.organization.id }));
  return { ...answer, data: { ...answer.data, results } };
}

/** `GET /ageing` through the generated hook, each row keyed by its organization's id. */
export function useAgeingRows(arg: ListAgeingApiArg, options?: { skip?: boolean }) {
  const query = useListAgeingQuery(arg, options);
  const data = useMemo(() => withIds(query.data), [query.data]);
  const currentData = useMemo(() => withIds(query.currentData), [query.currentData]);
  return { ...query, data, currentData };
}
