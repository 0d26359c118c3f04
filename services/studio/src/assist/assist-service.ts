import type {
  AssistRewriteRequest,
  AssistTextResponse,
  AssistWriteRequest,
} from '@scp/shared/contracts/studio/studio-api';
import type { Neighbours } from '../neighbours/neighbours';

/**
 * 'Write with my voice' and 'Rewrite for {platform}': the assistant writes (with the owner's voice
 * profile, which it reads from settings for the same owner); the studio stores nothing until the
 * owner accepts the text into a post and saves it.
 */
export function createAssistService(neighbours: Pick<Neighbours, 'writeInVoice' | 'rewriteForPlatform'>) {
  return {
    write(userId: string, request: AssistWriteRequest): Promise<AssistTextResponse> {
      return neighbours.writeInVoice(userId, request);
    },
    rewrite(userId: string, request: AssistRewriteRequest): Promise<AssistTextResponse> {
      return neighbours.rewriteForPlatform(userId, request);
    },
  };
}

export type AssistService = ReturnType<typeof createAssistService>;
