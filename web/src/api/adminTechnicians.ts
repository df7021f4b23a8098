import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminTechnicianListRequest,
  AdminTechnicianDetails,
  AdminTechnicianList,
  AdminTechnicianMetadataEdit,
  InterviewNote,
  VettingChange,
  VettingFactChange,
} from './bffTypes';
import { useBffClient } from './BffClientProvider';
import { useListPage, type ListRequest } from './listPage';
import { dataOrThrow, requestError } from './requestError';

const listKey = '/api/admin/technicians';
const detailsKey = '/api/admin/technicianMetadata/';

/** Every page of the technician directory: the prefix of each one's key. */
export const adminTechniciansQueryKey = [listKey] as const;

export const adminTechnicianDetailsQueryKey = (id: string) => [detailsKey, id] as const;

/** One page of the technician directory, searched, filtered and sorted as the URL says. */
export function useAdminTechnicians(request: ListRequest<string, string>) {
  // useListState keeps only the values the list's option lists hold, which are the contract's.
  return useListPage(listKey, request as AdminTechnicianListRequest, (bff, query) =>
    bff.GET('/api/admin/technicians', { params: { query } }),
  );
}

/**
 * One technician's details. They are forgotten as soon as nobody shows them, so selecting a
 * technician again always loads them afresh.
 */
export function useAdminTechnicianDetails(id: string) {
  const bff = useBffClient();
  return useQuery<AdminTechnicianDetails>({
    queryKey: adminTechnicianDetailsQueryKey(id),
    queryFn: async () => {
      return dataOrThrow(
        await bff.POST('/api/admin/technicianMetadata/', {
          body: { id },
        }),
      );
    },
    gcTime: 0,
  });
}

/** Shows details the server answered, in the panel and in every loaded page of the directory. */
function storeDetails(queryClient: QueryClient, details: AdminTechnicianDetails): void {
  queryClient.setQueryData(adminTechnicianDetailsQueryKey(details.technician.id), details);
  queryClient.setQueriesData<AdminTechnicianList>(
    { queryKey: adminTechniciansQueryKey },
    (page) =>
      page && {
        ...page,
        technicians: page.technicians.map((entry) =>
          entry.id === details.technician.id ? details.technician : entry,
        ),
      },
  );
}

/**
 * POST /api/admin/updateTechnicianMetadata. Only a 200 is a success; any other answer throws a
 * RequestError, and a call that never got an answer throws what fetch threw.
 */
export function useUpdateAdminTechnicianMetadata(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<AdminTechnicianDetails, Error, AdminTechnicianMetadataEdit>({
    networkMode: 'always',
    mutationFn: async (metadata) => {
      const { data, error, response } = await bff.POST('/api/admin/updateTechnicianMetadata', {
        body: { id, metadata },
      });
      if (response.status !== 200 || !data) throw requestError(response, error);
      return data;
    },
    onSuccess: (details) => storeDetails(queryClient, details),
  });
}

/** POST /api/admin/technicians/{id}/vetting; answers the details after the move. */
export function useChangeTechnicianVetting(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<AdminTechnicianDetails, Error, VettingChange>({
    networkMode: 'always',
    mutationFn: async (change) => {
      return dataOrThrow(
        await bff.POST('/api/admin/technicians/{id}/vetting', {
          params: { path: { id } },
          body: change,
        }),
      );
    },
    onSuccess: (details) => storeDetails(queryClient, details),
  });
}

/** POST /api/admin/technicians/{id}/facts: records a vetting fact or clears it. */
export function useChangeVettingFact(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<AdminTechnicianDetails, Error, VettingFactChange>({
    networkMode: 'always',
    mutationFn: async (change) => {
      return dataOrThrow(
        await bff.POST('/api/admin/technicians/{id}/facts', {
          params: { path: { id } },
          body: change,
        }),
      );
    },
    onSuccess: (details) => storeDetails(queryClient, details),
  });
}

/** POST /api/admin/technicians/{id}/interview-notes: appends a dated interview note. */
export function useAddInterviewNote(id: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<AdminTechnicianDetails, Error, InterviewNote>({
    networkMode: 'always',
    mutationFn: async (note) => {
      return dataOrThrow(
        await bff.POST('/api/admin/technicians/{id}/interview-notes', {
          params: { path: { id } },
          body: note,
        }),
      );
    },
    onSuccess: (details) => storeDetails(queryClient, details),
  });
}
