import { api } from '@scp/shared/client/api';
import {
  type AssistRewriteRequest,
  type AssistTextResponse,
  assistTextResponseSchema,
  type AssistWriteRequest,
} from '@scp/shared/contracts/studio/studio-api';
import { studioApiPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioApiUrl } from '../../common/lib/studio-api-url';

/**
 * 'Write with my voice' and 'Rewrite for {platform}' (studio-api.ts): the assistant's text for the
 * owner to accept or discard. Mutations: nothing is cached, each press asks again.
 */
export const assistApi = api.injectEndpoints({
  endpoints: (build) => ({
    writeInVoice: build.mutation<AssistTextResponse, AssistWriteRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.assistWrite), method: 'POST', body }),
      responseSchema: assistTextResponseSchema,
    }),
    rewriteForPlatform: build.mutation<AssistTextResponse, AssistRewriteRequest>({
      query: (body) => ({ url: studioApiUrl(studioApiPaths.assistRewrite), method: 'POST', body }),
      responseSchema: assistTextResponseSchema,
    }),
  }),
});

export const { useWriteInVoiceMutation, useRewriteForPlatformMutation } = assistApi;
