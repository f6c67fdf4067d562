import { useEffect } from 'react';
import type { UserProfile } from '@/auth/profile';
import { getRuntimeConfig } from '@/config/runtime-config';
import { sendPageLoadBeacon } from '@/monitoring/page-load';
import { identifyWithThirdParties } from '@/monitoring/third-party';

let beaconSent = false;

/** Once signed in: the third-party identity and the page-load beacon. */
export function useSignedInEffects(profile: UserProfile): void {
  useEffect(() => {
    identifyWithThirdParties(profile, getRuntimeConfig().thirdParty);
  }, [profile]);
  useEffect(() => {
    if (beaconSent) return;
    beaconSent = true;
    sendPageLoadBeacon();
  }, []);
}
