import type { RequestTemplate, RequestTemplateInput } from '@common/schemas/document-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/components/ui/use-toast';
import { ApiError, apiRequest, errorText, getJson } from '~/lib/api-client';

const ENDPOINT = '/api/admin/request-templates';
const templatesKey = [ENDPOINT] as const;

/** The firm's checklist templates (the shipped ones included, which it may edit). */
export function useRequestTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: (context) => getJson<RequestTemplate[]>(ENDPOINT, context),
  });
}

/** The name is another template's (409): the dialogs show it on the name field. */
export const nameTaken = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

/** What a failed save says below the form; a taken name is said on its field instead. */
export function saveProblem(error: unknown): string | null {
  if (!error || nameTaken(error)) return null;
  return errorText(error, 'Modello non salvato: riprova tra qualche istante.');
}

/** Creates a template (no id) or replaces one; a taken name is refused with 409 and its message. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: RequestTemplateInput & { id?: number }) => {
      const res = await apiRequest(
        id === undefined ? 'POST' : 'PUT',
        id === undefined ? ENDPOINT : `${ENDPOINT}/${id}`,
        body,
      );
      return (await res.json()) as RequestTemplate;
    },
    onSuccess: (template) => {
      toast({ title: 'Modello salvato', description: template.name });
      return queryClient.invalidateQueries({ queryKey: templatesKey });
    },
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: RequestTemplate) =>
      apiRequest('DELETE', `${ENDPOINT}/${template.id}`).then(() => template),
    onSuccess: (template) => {
      toast({ title: 'Modello eliminato', description: template.name });
      return queryClient.invalidateQueries({ queryKey: templatesKey });
    },
  });
}
