/**
 * Calls of the STL tools (docs/product.md#stl-calls) and the docs/product.md#customer-messages
 * toasts for their failures.
 */
import { useMutation } from '@tanstack/react-query';
import type { GenerateStlRequest, GenerateStlResponse, TestBlenderResponse } from '#shared/schemas/stl';
import { ApiError, apiRequest } from '../api/fetch';
import { toast } from '../components/ui/toast';

/** GET /api/blender-stl/test-blender. */
export function fetchBlenderStatus(): Promise<TestBlenderResponse> {
  return apiRequest<TestBlenderResponse>('GET', '/api/blender-stl/test-blender');
}

/**
 * POST /api/blender-stl/generate with the docs/product.md#customer-messages toasts: Invalid Input
 * (400), STL Generation Failed (server), Generation Error (network).
 */
export function useGenerateStl(onSuccess: (result: GenerateStlResponse) => void) {
  return useMutation({
    mutationFn: (body: GenerateStlRequest) => apiRequest<GenerateStlResponse>('POST', '/api/blender-stl/generate', body),
    onSuccess: (result) => {
      if (!result.success) {
        toast({
          title: 'STL Generation Failed',
          description: result.error ?? 'The server could not generate the file.',
          variant: 'destructive',
        });
        return;
      }
      onSuccess(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        toast({ title: 'Invalid Input', description: error.serverMessage, variant: 'destructive' });
      } else if (error instanceof ApiError) {
        toast({ title: 'STL Generation Failed', description: error.serverMessage, variant: 'destructive' });
      } else {
        toast({
          title: 'Generation Error',
          description: error instanceof Error ? error.message : 'Could not reach the server. Please try again.',
          variant: 'destructive',
        });
      }
    },
  });
}
