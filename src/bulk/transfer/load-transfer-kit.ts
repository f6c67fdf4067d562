export type TransferKit = typeof import('./transfer-kit');

let loading: Promise<TransferKit> | null = null;

/** The import/export code (transfer-kit.ts), loaded once; a failed load is tried again next time. */
export function loadTransferKit(): Promise<TransferKit> {
  loading ??= import('./transfer-kit').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
