export interface MockApiCertificate {
  key: string;
  cert: string;
  /** Base64 SHA-256 of the SubjectPublicKeyInfo (Chromium's --ignore-certificate-errors-spki-list). */
  spkiHash: string;
}

export function createSelfSignedCertificate(): MockApiCertificate;
export function spkiHashOf(certPem: string): string;
export function loadOrCreateCertificate(files?: { keyFile?: string; certFile?: string }): MockApiCertificate;
