import { t } from '@lingui/core/macro';
import { activateLocale, defaultLocale, i18n } from '@/i18n/i18n';

/**
 * Spec §4, Start: 'Loading...' shows while the portal starts, and "if loading fails, an error …
 * view appears". A start that fails before React has rendered (the app's code, the configuration or
 * the catalog could not be fetched: a dropped connection on a phone, a deployment that replaced the
 * chunks) would otherwise leave the static frame's 'Loading...' on screen for good. This puts the
 * render error's text and a way to try again in its place, in the plain DOM: React may be what
 * failed to arrive.
 */
export async function showBootFailure(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  console.error('The portal could not start', error);
  // The catalog itself may be what failed: then the English source texts, written out below.
  if (!i18n.locale) await activateLocale(defaultLocale).catch(() => undefined);
  const translated = Boolean(i18n.locale);
  const slot = document.querySelector('#root .boot-loading');
  if (!slot) return;
  slot.removeAttribute('role');
  slot.classList.add('boot-failure');
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = translated
    ? t`An error occured, please refresh the page. If the problem persist contact support for assistance.`
    : 'An error occured, please refresh the page. If the problem persist contact support for assistance.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = translated ? t`Try again` : 'Try again';
  retry.addEventListener('click', reload);
  slot.replaceChildren(message, retry);
  retry.focus();
}
