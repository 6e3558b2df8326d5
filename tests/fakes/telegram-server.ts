/**
 * A small Telegram Bot API server on loopback (DESIGN §11). The bot talks to it through grammY's real
 * client, configured only by the API root. It answers POST /bot<token>/<method> the way Telegram does
 * ({ok: true, result} or {ok: false, error_code, description}) and records every call with its JSON or
 * form payload (uploads as Files), so tests assert on exactly what Telegram would have received. Chats are told apart
 * the way Telegram's ids do it: a private chat has the user's (positive) id, groups and channels
 * negative ones; like Telegram, it refuses web_app buttons anywhere but in a private chat.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Payload = Record<string, unknown>;

export interface TelegramCall {
  method: string;
  payload: Payload;
  /** What the server answered (e.g. the sent message), once it has. */
  result?: unknown;
}

export type TelegramAnswer =
  | { result: unknown }
  | { error: { code: number; description: string; parameters?: { retry_after?: number } } };

export type MethodHandler = (payload: Payload) => TelegramAnswer;

export interface FakeTelegram {
  /** The API root to give the bot, e.g. http://127.0.0.1:41234. */
  apiRoot: string;
  calls: TelegramCall[];
  /** The payloads of every call to one method, in order. */
  callsTo(method: string): Payload[];
  /** Replaces how one method answers, for the calls that follow. */
  on(method: string, handler: MethodHandler): void;
  /** Queues updates for the next getUpdates (long polling). */
  pushUpdates(...updates: unknown[]): void;
  close(): Promise<void>;
}

export const FAKE_BOT = {
  id: 7000001,
  is_bot: true as const,
  first_name: 'Tarot Test Bot',
  username: 'tarot_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

/** Form fields arrive as strings; grammY sends objects JSON-encoded, so decode what decodes. */
function decodeField(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Telegram: users and so private chats have positive ids; groups negative, supergroups -100…. */
function chatType(chatId: unknown): 'private' | 'group' | 'supergroup' {
  const id = Number(chatId);
  if (!(id < 0)) return 'private';
  return String(id).startsWith('-100') ? 'supergroup' : 'group';
}

/** Telegram answers 400 BUTTON_TYPE_INVALID to an inline web_app button outside a private chat. */
function refusedButtons(payload: Payload): TelegramAnswer | undefined {
  const markup = payload.reply_markup as { inline_keyboard?: Record<string, unknown>[][] } | undefined;
  const webApp = markup?.inline_keyboard?.some((row) => row.some((button) => 'web_app' in button));
  if (!webApp || payload.chat_id === undefined || chatType(payload.chat_id) === 'private') return undefined;
  return { error: { code: 400, description: 'Bad Request: BUTTON_TYPE_INVALID' } };
}

/**
 * grammY's multipart is valid for Telegram but terser than undici's FormData parser accepts (no space
 * after the colons, an unquoted filename), so parts are split here. A file is a part with a filename;
 * fields that say `attach://<name>` are replaced by that part's bytes, as Telegram resolves them.
 */
function parseMultipart(body: Buffer, boundary: string): Payload {
  const parts: { name: string; filename?: string; data: Buffer }[] = [];
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let start = body.indexOf(`--${boundary}\r\n`) + boundary.length + 4;
  while (start > boundary.length + 3) {
    const end = body.indexOf(delimiter, start);
    if (end < 0) break;
    const part = body.subarray(start, end);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /filename="?([^";\r\n]*)"?/i.exec(head)?.[1];
    parts.push({ name, filename, data: part.subarray(split + 4) });
    start = end + delimiter.length + 2;
  }
  const files = new Map(parts.filter((p) => p.filename !== undefined).map((p) => [p.name, p]));
  const payload: Payload = {};
  for (const part of parts) {
    if (part.filename !== undefined) continue;
    const value = part.data.toString('utf8');
    const file = value.startsWith('attach://') ? files.get(value.slice('attach://'.length)) : undefined;
    payload[part.name] = file
      ? new File([new Uint8Array(file.data)], file.filename ?? 'file')
      : decodeField(value);
  }
  return payload;
}

async function readPayload(req: http.IncomingMessage): Promise<Payload> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (body.length === 0) return {};
  if (type.includes('application/json')) return JSON.parse(body.toString('utf8')) as Payload;
  const boundary = /boundary=([^;]+)/.exec(type)?.[1];
  if (type.includes('multipart/form-data') && boundary) return parseMultipart(body, boundary);
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  const payload: Payload = {};
  for (const [key, value] of form) payload[key] = typeof value === 'string' ? decodeField(value) : value;
  return payload;
}

export async function startTelegramServer(token: string): Promise<FakeTelegram> {
  const calls: TelegramCall[] = [];
  const handlers = new Map<string, MethodHandler>();
  const queued: unknown[] = [];
  /** Long polls waiting for an update: each wakes when one is queued, or the server closes. */
  const polls = new Set<() => void>();
  const wakePolls = () => {
    for (const wake of polls) wake();
  };

  /**
   * A getUpdates with nothing queued waits, as Telegram's long polling does, until an update is queued,
   * its `timeout` (seconds, 0 when not given) runs out, or the client gives up (grammY aborts it on stop).
   */
  function longPoll(res: http.ServerResponse, timeoutSeconds: number): Promise<'answer' | 'gone'> {
    if (queued.length > 0 || !(timeoutSeconds > 0)) return Promise.resolve('answer');
    return new Promise((resolve) => {
      const end = (how: 'answer' | 'gone') => {
        clearTimeout(timer);
        polls.delete(wake);
        res.off('close', gone);
        resolve(how);
      };
      const wake = () => end('answer');
      const gone = () => end('gone');
      const timer = setTimeout(wake, timeoutSeconds * 1000);
      polls.add(wake);
      res.once('close', gone);
    });
  }
  const refunded = new Set<string>();
  let messageId = 100;
  let invoiceId = 0;
  let preparedId = 0;

  const message = (payload: Payload, extra: Payload = {}) => ({
    message_id: ++messageId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: Number(payload.chat_id), type: chatType(payload.chat_id) },
    from: FAKE_BOT,
    ...extra,
  });

  const defaults: Record<string, MethodHandler> = {
    getMe: () => ({ result: FAKE_BOT }),
    sendMessage: (p) => ({ result: message(p, { text: p.text }) }),
    editMessageText: (p) => ({ result: message(p, { text: p.text }) }),
    editMessageReplyMarkup: (p) => ({ result: message(p, { reply_markup: p.reply_markup }) }),
    sendInvoice: (p) => ({ result: message(p, { invoice: { title: p.title, currency: p.currency } }) }),
    // A photo arrives as a multipart upload (a File in the recorded payload); Telegram answers its sizes.
    sendPhoto: (p) => ({
      result: message(p, {
        photo: [320, 1200].map((width) => ({
          file_id: `photo-${messageId}-${width}`,
          file_unique_id: `u-${messageId}-${width}`,
          width,
          height: Math.round((width * 630) / 1200),
        })),
      }),
    }),
    savePreparedInlineMessage: () => ({
      result: { id: `prepared-${++preparedId}`, expiration_date: Math.floor(Date.now() / 1000) + 86400 },
    }),
    // Like Telegram: a subscription invoice is in Stars, for exactly 30 days, at 1–10,000 Stars.
    createInvoiceLink: (p) => {
      if (p.subscription_period !== undefined) {
        const price = (p.prices as { amount: number }[] | undefined)?.[0]?.amount ?? 0;
        if (p.subscription_period !== 2_592_000 || p.currency !== 'XTR' || price < 1 || price > 10_000)
          return { error: { code: 400, description: 'Bad Request: SUBSCRIPTION_PERIOD_INVALID' } };
      }
      return { result: `https://t.me/$invoice-${++invoiceId}` };
    },
    // Like Telegram: a charge refunds once; a second try is refused.
    refundStarPayment: (p) => {
      const charge = String(p.telegram_payment_charge_id);
      if (refunded.has(charge))
        return { error: { code: 400, description: 'Bad Request: CHARGE_ALREADY_REFUNDED' } };
      refunded.add(charge);
      return { result: true };
    },
    getUpdates: () => ({ result: queued.splice(0) }),
    getWebhookInfo: () => ({ result: { url: '', has_custom_certificate: false, pending_update_count: 0 } }),
  };
  for (const method of [
    'answerCallbackQuery',
    'answerPreCheckoutQuery',
    // A streamed draft (Bot API 9.3) shows in the chat and leaves no message behind.
    'sendMessageDraft',
    'sendChatAction',
    'setMyCommands',
    'setChatMenuButton',
    'setWebhook',
    'deleteWebhook',
    'deleteMessage',
    'editUserStarSubscription',
  ]) {
    defaults[method] = () => ({ result: true });
  }

  const server = http.createServer(async (req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match || match[1] !== token || req.method !== 'POST') {
      send(match ? 401 : 404, { ok: false, error_code: match ? 401 : 404, description: 'Unauthorized' });
      return;
    }
    const method = match[2] as string;
    const payload = await readPayload(req);
    const call: TelegramCall = { method, payload };
    calls.push(call);
    if (method === 'getUpdates' && !handlers.has(method)) {
      if ((await longPoll(res, Number(payload.timeout ?? 0))) === 'gone') return;
    }
    const handler = handlers.get(method) ?? defaults[method];
    const answer =
      refusedButtons(payload) ??
      (handler ? handler(payload) : { error: { code: 404, description: 'Not Found: method not found' } });
    if ('result' in answer) call.result = answer.result;
    if ('error' in answer) {
      const { code, description, parameters } = answer.error;
      send(code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });
    } else send(200, { ok: true, result: answer.result });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (method) => calls.filter((c) => c.method === method).map((c) => c.payload),
    on: (method, handler) => void handlers.set(method, handler),
    pushUpdates: (...updates) => {
      queued.push(...updates);
      wakePolls();
    },
    close: () =>
      new Promise<void>((resolve) => {
        wakePolls();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
