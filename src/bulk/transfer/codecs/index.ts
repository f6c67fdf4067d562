import type { RuleCodec, RuleKind } from '../types';
import { boostCodec } from './boost';
import { pinCodec } from './pins';
import { redirectCodec } from './redirect';
import { typedCodec } from './rule-types';
import { synonymCodec } from './synonym';

export const experienceCodec = typedCodec('experience');
export const manualRecommendationCodec = typedCodec('manual-recommendation');

/** The codec of a kind, without the API (the import worker has no business with the server). */
export function codecFor(kind: RuleKind): RuleCodec<unknown> {
  const codecs = {
    synonym: synonymCodec,
    redirect: redirectCodec,
    boost: boostCodec,
    experience: experienceCodec,
    pin: pinCodec,
    'manual-recommendation': manualRecommendationCodec,
  } as const;
  // The codecs differ only in their rule type, which the worker never looks into.
  return codecs[kind] as unknown as RuleCodec<unknown>;
}
