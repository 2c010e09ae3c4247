import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useGetOrganizationStatementQuery } from '../../api/generated/billing';
import type { Organization } from '../../api/generated/clients';
import { useKitEnv } from '../../components/resource';
import { kitchenZone } from '../../lib/zones';
import { periodProblem, statementPeriod, type Period } from '../invoices';
import { clientOf, statementSheet, useDocumentCompany } from '../printing';

/**
 * The organization drawer's statement: its period (from the first day of the month three months ago to
 * today, in the kitchen's days, unless changed), `GET /organizations/{id}/statement` for it once both days
 * are given in order, and the sheet the drawer shows and prints (the company from the settings, the client's
 * billing details from the organization).
 */
export function useOrganizationStatement(organization: Organization) {
  const { settings } = useKitEnv();
  const [period, setPeriod] = useState<Period>(() => statementPeriod(kitchenZone(settings)));
  const problem = periodProblem(period);
  const query = useGetOrganizationStatementQuery(problem ? skipToken : { id: organization.id, ...period });
  const company = useDocumentCompany();
  const statement = query.currentData?.data;
  const sheet = useMemo(
    () => (statement ? statementSheet(statement, company, clientOf(organization)) : null),
    [statement, company, organization],
  );
  return {
    period,
    setFrom: (from: string | null) => setPeriod((p) => ({ ...p, from: from ?? '' })),
    setTo: (to: string | null) => setPeriod((p) => ({ ...p, to: to ?? '' })),
    problem,
    sheet,
    loading: !problem && query.isFetching && !sheet,
    error: problem ? undefined : query.error,
  };
}
