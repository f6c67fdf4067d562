/**
 * The largest file an import reads: about 200,000 rules, well above the 100,000 a scope holds at most.
 * A module of its own so the rules menu can state the limit without loading the file decoder.
 */
export const maxImportBytes = 20 * 1024 * 1024;
