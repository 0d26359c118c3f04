/** What a webhook's receiver answered: its status (0 when it did not answer in time) and the start of its body. */
export interface WebhookAnswer {
  status: number;
  body: string;
}

/**
 * POSTs the sandbox's webhooks (billing events, Meta's messaging events) as a platform does: one
 * JSON body, no redirects followed, each attempt given up after `timeoutMs`. `abortAll` ends every
 * attempt still running (a sandbox that stops leaves none behind).
 */
export class WebhookPoster {
  private readonly inFlight = new Set<AbortController>();

  async post(
    url: string,
    rawBody: string,
    headers: Record<string, string>,
    options: { timeoutMs: number; bodyLimit?: number },
  ): Promise<WebhookAnswer> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), options.timeoutMs);
    timeout.unref();
    this.inFlight.add(controller);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: rawBody,
        redirect: 'manual',
        signal: controller.signal,
      });
      if (options.bodyLimit === undefined) {
        // The answer's body is not needed; dropping it frees the connection.
        await response.body?.cancel().catch(() => undefined);
        return { status: response.status, body: '' };
      }
      return { status: response.status, body: (await response.text()).slice(0, options.bodyLimit) };
    } catch {
      return { status: 0, body: '' };
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
  }

  abortAll(): void {
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
  }
}
