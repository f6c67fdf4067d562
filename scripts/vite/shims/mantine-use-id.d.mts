export function useId(staticId?: string): string;
