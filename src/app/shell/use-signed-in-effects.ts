import { useEffect } from 'react';
import type { UserProfile } from '@/auth/profile';
import { getRuntimeConfig } from '@/config/runtime-config';
import { whenIdle } from '@/lib/after-paint';
import { prepareTextOrder } from '@/lib/sort-by-text';
import { sendPageLoadBeacon } from '@/monitoring/page-load';
import { identifyWithThirdParties } from '@/monitoring/third-party';

let beaconSent = false;

/** Once signed in: the third-party identity, the page-load beacon, and the text order warmed up. */
export function useSignedInEffects(profile: UserProfile): void {
  // The first Intl.Collator of a page load costs ~10 ms; made while the browser is idle, it is ready
  // when the first list sorts. (The number format is made at boot: src/main.tsx.)
  useEffect(() => whenIdle(() => void prepareTextOrder()), []);
  useEffect(() => {
    identifyWithThirdParties(profile, getRuntimeConfig().thirdParty);
  }, [profile]);
  useEffect(() => {
    if (beaconSent) return;
    beaconSent = true;
    sendPageLoadBeacon();
  }, []);
}
