/** What a store operation answers: the value, or the status and user message of the refusal. */
export type StoreResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; message: string };

export type StoreFailure = Extract<StoreResult<unknown>, { ok: false }>;

export const fail = (status: 400 | 404 | 409, message: string): StoreFailure => ({
  ok: false,
  status,
  message,
});

export const ok = <T>(value: T): StoreResult<T> => ({ ok: true, value });
