import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { UserProfile } from '@/auth/profile';
import { getRuntimeConfig } from '@/config/runtime-config';
import { whenIdle } from '@/lib/after-paint';
import { prepareNumberFormat } from '@/lib/format';
import { prepareTextOrder } from '@/lib/sort-by-text';
import { sendPageLoadBeacon } from '@/monitoring/page-load';
import { identifyWithThirdParties } from '@/monitoring/third-party';

let beaconSent = false;

/** Once signed in: the third-party identity, the page-load beacon, and the formatters warmed up. */
export function useSignedInEffects(profile: UserProfile): void {
  const { i18n } = useLingui();
  // The first Intl.Collator and Intl.NumberFormat of a page load each cost ~10 ms (ICU loads its
  // data); made while the browser is idle, they are ready when the first list or number renders.
  useEffect(
    () =>
      whenIdle(() => {
        prepareNumberFormat(i18n.locale);
        prepareTextOrder();
      }),
    [i18n.locale],
  );
  useEffect(() => {
    identifyWithThirdParties(profile, getRuntimeConfig().thirdParty);
  }, [profile]);
  useEffect(() => {
    if (beaconSent) return;
    beaconSent = true;
    sendPageLoadBeacon();
  }, []);
}
