/** Where SMS go: a gateway, or nowhere (the default records them only). */
export interface SmsProvider {
  /** Resolves once the gateway has taken the message; rejects with why it did not. */
  send(phone: string, text: string): Promise<void>;
}

/** The default: nothing leaves the platform; the message stands in shortMsgRecord as sent. */
export const recordingProvider: SmsProvider = { send: async () => undefined };

const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * An HTTP SMS gateway (SMS_GATEWAY_URL, optional SMS_GATEWAY_TOKEN as a bearer token): POST
 * `{ phone, text }` as JSON; any 2xx is taken as accepted.
 */
export function httpGatewayProvider(url: string, token?: string): SmsProvider {
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`短信网关返回 ${response.status}`);
    },
  };
}

export const smsProviderFrom = (env: { smsGatewayUrl?: string; smsGatewayToken?: string }): SmsProvider =>
  env.smsGatewayUrl ? httpGatewayProvider(env.smsGatewayUrl, env.smsGatewayToken) : recordingProvider;
