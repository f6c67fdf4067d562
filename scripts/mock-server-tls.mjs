// A self-signed certificate for the mock API over HTTPS (`npm run mock-server -- --tls`), made with
// the system's openssl at start: HTTP/2 needs TLS in every browser, and a real engine API is served
// over HTTPS with HTTP/2 (one connection multiplexes all calls; HTTP/1.1 allows six per host).
// Browsers are told to trust it narrowly, by the hash of its public key (spkiHash), never with a
// blanket "ignore certificate errors".
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const openssl = process.env.OPENSSL_PATH || 'openssl';

/** A fresh P-256 key and a certificate for localhost, 127.0.0.1 and ::1, valid 30 days. */
export function createSelfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'mock-api-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      openssl,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const key = readFileSync(keyFile, 'utf8');
    const cert = readFileSync(certFile, 'utf8');
    return { key, cert, spkiHash: spkiHashOf(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Base64 SHA-256 of the certificate's SubjectPublicKeyInfo: Chromium's --ignore-certificate-errors-spki-list. */
export function spkiHashOf(certPem) {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** The key and certificate from files (MOCK_API_TLS_KEY / MOCK_API_TLS_CERT), or a fresh pair. */
export function loadOrCreateCertificate({ keyFile, certFile } = {}) {
  if (Boolean(keyFile) !== Boolean(certFile))
    throw new Error('Give both MOCK_API_TLS_KEY and MOCK_API_TLS_CERT, or neither');
  if (!keyFile) return createSelfSignedCertificate();
  const cert = readFileSync(certFile, 'utf8');
  return { key: readFileSync(keyFile, 'utf8'), cert, spkiHash: spkiHashOf(cert) };
}
