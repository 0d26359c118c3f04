import { api } from '@scp/shared/client/api';
import {
  type HelpContactRequest,
  type HelpContactResponse,
  helpContactResponseSchema,
} from '@scp/shared/contracts/auth/help-contact';

/** The auth service's Help centre endpoint (`POST /api/auth/help/contact`), added with the help pages' chunk. */
export const helpContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendHelpContact: build.mutation<HelpContactResponse, HelpContactRequest>({
      query: (body) => ({ url: '/auth/help/contact', method: 'POST', body }),
      responseSchema: helpContactResponseSchema,
    }),
  }),
});

export const { useSendHelpContactMutation } = helpContactApi;
