import type { ListAgeingApiArg } from '../../api/generated/billing';
import { reportEndpoints, type ResourceConfig } from '../../components/resource';
import { screenIdentity } from '../../resources/registry';
import { AgeingSummary } from './AgeingSummary';
import { ageingColumns } from './columns';
import { useAgeingRows, type AgeingRecord } from './rows';

/**
 * The ageing report (/ageing, `ageing::list`): every organization with an open balance, split by days past
 * due as of today in the kitchen's zone, largest balance first. A report: nothing is created or edited here;
 * Export (`ageing::export`) mails it as CSV or Excel with the list's search and sort.
 */
export const ageingConfig: ResourceConfig<AgeingRecord, ListAgeingApiArg> = {
  ...screenIdentity('ageing'),
  endpoints: reportEndpoints<AgeingRecord>(useAgeingRows),
  columns: ageingColumns,
  search: 'billing:ageing.search',
  // No create modal nor drawer route: an organization's row links to the organization's own drawer.
  create: { title: 'billing:ageing.title', fields: [] },
  drawer: { title: (r) => r.organization.name, fields: [] },
  recordName: (r) => r.organization.name,
  dataTransfer: { export: true },
  summary: (meta) => <AgeingSummary meta={meta} />,
};
