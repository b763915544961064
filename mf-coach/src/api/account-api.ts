import { useMutation, useQuery, useQueryClient } from '@app/kit/query';
import {
  API_PATHS,
  type Package,
  type PackageInput,
  type Payment,
  type PaymentInput,
  type SoldPackage,
  type StatementPeriod,
  type StatementSent,
  type StudentAccount,
} from '@app/api/contract';
import { apiRequest } from '@app/kit/api';
import { accessLogKey } from '../components/client-records/records-api';

/** Query keys of the practice's packages and of a student's account: the API paths, which the default loader GETs. */
export const accountKeys = {
  packages: [API_PATHS.coachPackages] as const,
  account: (clientId: string) => API_PATHS.coachClientAccount.parts(clientId),
};

/** The practice's packages, retired ones too. */
export function usePackages() {
  return useQuery<Package[]>({ queryKey: accountKeys.packages });
}

/** Changes to the packages answer the package; the list is read again, after a refusal too (a 409 may mean it is behind). */
function usePackageChange<T>(send: (value: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => (await (await send(value)).json()) as Package,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.packages }),
  });
}

/** Adds a package (POST /api/coach/packages). */
export function useAddPackage() {
  return usePackageChange((input: PackageInput) => apiRequest('POST', API_PATHS.coachPackages, input));
}

/** Retires a package: it stays listed, and can no longer be sold (POST /api/coach/packages/{id}/retire). */
export function useRetirePackage() {
  return usePackageChange((id: string) => apiRequest('POST', API_PATHS.coachPackageRetire(id)));
}

/** The student's account: sessions left, balance due, packages sold, charges and payments. */
export function useClientAccount(clientId: string) {
  return useQuery<StudentAccount>({ queryKey: accountKeys.account(clientId) });
}

/** A sale or a payment: the account is read again, and the access log that records the write. */
function useAccountChange<T, R>(clientId: string, send: (value: T) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => (await (await send(value)).json()) as R,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.account(clientId) });
      void queryClient.invalidateQueries({ queryKey: accessLogKey(clientId) });
      // A refused sale (a package retired meanwhile) means the list of packages is behind.
      void queryClient.invalidateQueries({ queryKey: accountKeys.packages });
    },
  });
}

/** Sells one of the practice's packages to the student, charging its price (POST /api/coach/client/{id}/packages). */
export function useSellPackage(clientId: string) {
  return useAccountChange<string, SoldPackage>(clientId, (packageId) =>
    apiRequest('POST', API_PATHS.coachClientPackages(clientId), { packageId }),
  );
}

/** Records a payment received for the student (POST /api/coach/client/{id}/payments). */
export function useRecordPayment(clientId: string) {
  return useAccountChange<PaymentInput, Payment>(clientId, (payment) =>
    apiRequest('POST', API_PATHS.coachClientPayments(clientId), payment),
  );
}

/** E-mails the student and the guardians who see their account a link to the statement of a period; answers who got it. */
export function useSendStatement(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: StatementPeriod) =>
      (await (await apiRequest('POST', API_PATHS.coachClientStatementSend(clientId), period)).json()) as StatementSent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accessLogKey(clientId) }),
  });
}
