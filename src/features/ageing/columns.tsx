import { Link } from 'react-router';
import type { AgeingSort, ListAgeingApiArg } from '../../api/generated/billing';
import { column, MoneyCell, type ResourceColumn } from '../../components/resource';
import { paths } from '../../resources/paths';
import type { AgeingRecord } from './rows';

/**
 * The ageing report's columns: the organization (a link to its drawer), what is not yet due, the four
 * past-due buckets and the open balance, each sorted by the server (`order_by`).
 */

type Bucket = Exclude<AgeingSort, 'organization' | 'overdue'>;

const money = (bucket: Bucket, title: string, priority: 1 | 2) =>
  column<AgeingRecord, ListAgeingApiArg>({
    id: bucket,
    title: `billing:ageing.columns.${title}`,
    priority,
    sortField: bucket,
    render: (r) => <MoneyCell value={r[bucket]} />,
  });

export const ageingColumns: ResourceColumn<AgeingRecord, ListAgeingApiArg>[] = [
  column({
    id: 'organization',
    title: 'billing:fields.organization',
    priority: 1,
    sortField: 'organization',
    render: (r) => (
      <Link to={paths.organizations.show(r.organization.id)}>
        <bdi>{r.organization.name}</bdi>
      </Link>
    ),
  }),
  money('current', 'current', 2),
  money('days_1_30', 'days1to30', 2),
  money('days_31_60', 'days31to60', 2),
  money('days_61_90', 'days61to90', 2),
  money('over_90', 'over90', 2),
  money('total', 'total', 1),
];
