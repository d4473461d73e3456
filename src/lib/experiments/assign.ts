import { createHash } from 'node:crypto'

export const ARMS = ['original', 'variant'] as const
export type Arm = (typeof ARMS)[number]

/** The variant's share of visitors, in percent: half, or a careful fifth. */
export const SPLITS = [
  { value: '50', label: '50 / 50', variantShare: 50 },
  { value: '20', label: '80 / 20 (careful: one in five sees the variant)', variantShare: 20 },
] as const
export type Split = (typeof SPLITS)[number]['value']

export const variantShareOf = (split: string | null | undefined): number =>
  SPLITS.find((each) => each.value === split)?.variantShare ?? 50

/** An arm's expected share of visitors, in percent. */
export const expectedShare = (arm: Arm, variantShare: number): number =>
  arm === 'variant' ? variantShare : 100 - variantShare

/**
 * The arm a visitor sees: SHA-256 of the experiment id and the day's visitor id (src/lib/visits/visitor.ts), read as a
 * number in [0, 1), below the variant's share → the variant. The same visitor sees the same arm all day, with no
 * cookie; two experiments split the same visitors independently, as their ids differ. With performance consent a
 * kept cookie's seed (./kept-arms.ts) takes the visitor id's place.
 */
export function armFor(experimentId: number, visitor: bigint | string, variantShare: number): Arm {
  const digest = createHash('sha256').update(`${experimentId}\0${visitor}`).digest()
  return digest.readUInt32BE(0) / 2 ** 32 < variantShare / 100 ? 'variant' : 'original'
}
