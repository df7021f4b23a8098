import type { PhotoStrokes, Stroke } from '@rha/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow, okOrThrow } from './requestError';

export const photoStrokesQueryKey = (fileId: string) => ['/api/stills/strokes', fileId] as const;

/** The marks on one job photo, both sides'. */
export function usePhotoStrokes(fileId: string, initial?: PhotoStrokes) {
  const bff = useBffClient();
  return useQuery<PhotoStrokes>({
    queryKey: photoStrokesQueryKey(fileId),
    queryFn: async () =>
      dataOrThrow(await bff.GET('/api/stills/{fileId}/strokes', { params: { path: { fileId } } })),
    ...(initial && { initialData: initial }),
  });
}

/** Stores marks on a photo; the answer is every mark it now carries. */
export function useAddStrokes(fileId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<PhotoStrokes, Error, Stroke[]>({
    mutationFn: async (strokes) =>
      dataOrThrow(
        await bff.POST('/api/stills/{fileId}/strokes', {
          params: { path: { fileId } },
          body: { strokes },
        }),
      ),
    onSuccess: (marks) => queryClient.setQueryData(photoStrokesQueryKey(fileId), marks),
  });
}

/** Takes back one of the caller's own marks. */
export function useUndoStroke(fileId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (strokeId) =>
      okOrThrow(
        await bff.DELETE('/api/stills/{fileId}/strokes/{strokeId}', {
          params: { path: { fileId, strokeId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoStrokesQueryKey(fileId) }),
  });
}
