// Statistics for an A/B experiment's report: counts in, plain numbers out. Every function returns null for inputs it
// cannot give a meaningful answer for (negative, fractional, NaN, more successes than trials) instead of throwing.

export type Counts = { successes: number; trials: number }

export type RateInterval = { rate: number; low: number; high: number }

export type SampleRatioMismatch = { chiSquare: number; pValue: number; mismatch: boolean }

export type VisitorsNeeded = { perArm: number; more: number }

export type SampleSizeOptions = { alpha?: number; power?: number }

/** Below this p-value the visitors per arm are too far from the chosen split to trust the experiment's assignment. */
export const SRM_P_VALUE_THRESHOLD = 0.001

/** Above this many terms of the exact sum, probabilityToBeat uses the normal approximation. */
export const EXACT_BETA_TERMS_LIMIT = 50_000

const Z_95 = 1.959963984540054
const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI)

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0
}

function isValidCounts(counts: Counts): boolean {
  return isCount(counts.successes) && isCount(counts.trials) && counts.successes <= counts.trials
}

function isOpenUnitInterval(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value < 1
}

// Lanczos approximation, g = 7, n = 9 (relative error about 1e-15).
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

function lnGammaPositive(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGammaPositive(1 - x)
  const z = x - 1
  let sum = LANCZOS[0] ?? 1
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] ?? 0) / (z + i)
  const t = z + 7.5
  return LN_SQRT_2PI + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

function lnBeta(a: number, b: number): number {
  return lnGammaPositive(a) + lnGammaPositive(b) - lnGammaPositive(a + b)
}

/** Regularized upper incomplete gamma Q(a, x), a > 0, x ≥ 0: series below a + 1, continued fraction above. */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1
  const lnPrefactor = a * Math.log(x) - x - lnGammaPositive(a)
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * Number.EPSILON) break
    }
    return Math.min(1, Math.max(0, 1 - sum * Math.exp(lnPrefactor)))
  }
  // Modified Lentz evaluation of the continued fraction for Q.
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < Number.EPSILON) break
  }
  return Math.min(1, Math.max(0, h * Math.exp(lnPrefactor)))
}

function erfc(x: number): number {
  const q = upperGammaQ(0.5, x * x)
  return x >= 0 ? q : 2 - q
}

function phi(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2)
}

// Acklam's rational approximation (relative error 1.15e-9), then one Halley step against erfc for full precision.
const ACKLAM_A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
]
const ACKLAM_B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572]
const ACKLAM_C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
]
const ACKLAM_D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416]

function polynomial(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((acc, c) => acc * x + c, 0)
}

function probit(p: number): number {
  const low = 0.02425
  let x: number
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p))
    x = polynomial(ACKLAM_C, q) / (polynomial(ACKLAM_D, q) * q + 1)
  } else if (p <= 1 - low) {
    const q = p - 0.5
    const r = q * q
    x = (polynomial(ACKLAM_A, r) * q) / (polynomial(ACKLAM_B, r) * r + 1)
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p))
    x = -polynomial(ACKLAM_C, q) / (polynomial(ACKLAM_D, q) * q + 1)
  }
  const e = phi(x) - p
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2)
  return x - u / (1 + (x * u) / 2)
}

/** Standard normal cumulative distribution function. */
export function normalCdf(x: number): number | null {
  return Number.isNaN(x) ? null : phi(x)
}

/** Inverse of the standard normal CDF, for 0 < p < 1. */
export function inverseNormalCdf(p: number): number | null {
  return isOpenUnitInterval(p) ? probit(p) : null
}

/** Pr(X ≥ x) for X chi-square distributed with df degrees of freedom: Q(df / 2, x / 2). */
export function chiSquareSurvival(x: number, df: number): number | null {
  if (!Number.isFinite(x) || x < 0 || !Number.isSafeInteger(df) || df < 1) return null
  return upperGammaQ(df / 2, x / 2)
}

/** The observed rate with its 95 % Wilson score interval. */
export function rateInterval(counts: Counts): RateInterval | null {
  if (!isValidCounts(counts) || counts.trials === 0) return null
  const { successes, trials } = counts
  const rate = successes / trials
  const z2 = Z_95 * Z_95
  const denominator = 1 + z2 / trials
  const centre = (rate + z2 / (2 * trials)) / denominator
  const halfWidth = (Z_95 / denominator) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))
  return {
    rate,
    low: successes === 0 ? 0 : Math.max(0, centre - halfWidth),
    high: successes === trials ? 1 : Math.min(1, centre + halfWidth),
  }
}

type BetaPosterior = { alpha: number; beta: number }

function posterior(counts: Counts): BetaPosterior {
  return { alpha: 1 + counts.successes, beta: 1 + counts.trials - counts.successes }
}

// Evan Miller, "Formulas for Bayesian A/B Testing": Pr(p_B > p_A), a sum of alpha_B terms, each in log space.
function exactProbabilityBGreater(a: BetaPosterior, b: BetaPosterior): number {
  const lnBetaA = lnBeta(a.alpha, a.beta)
  let total = 0
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(lnBeta(a.alpha + i, a.beta + b.beta) - Math.log(b.beta + i) - lnBeta(1 + i, b.beta) - lnBetaA)
  }
  return total
}

function normalProbabilityBGreater(a: BetaPosterior, b: BetaPosterior): number {
  const mean = (p: BetaPosterior) => p.alpha / (p.alpha + p.beta)
  const variance = (p: BetaPosterior) => (p.alpha * p.beta) / ((p.alpha + p.beta) ** 2 * (p.alpha + p.beta + 1))
  return phi((mean(b) - mean(a)) / Math.sqrt(variance(a) + variance(b)))
}

function flip(p: BetaPosterior): BetaPosterior {
  return { alpha: p.beta, beta: p.alpha }
}

/**
 * Posterior probability that the variant's true rate is above the original's, each arm with a uniform Beta(1, 1)
 * prior. For the reverse, swap the arguments: the two add up to 1.
 */
export function probabilityToBeat(original: Counts, variant: Counts): number | null {
  if (!isValidCounts(original) || !isValidCounts(variant)) return null
  const a = posterior(original)
  const b = posterior(variant)
  // The exact sum has alpha_B terms. Two identities let it run over the smallest of the four parameters instead:
  // Pr(p_B > p_A) = 1 − Pr(p_A > p_B), and = Pr(1 − p_A > 1 − p_B) with 1 − p ~ Beta(beta, alpha).
  const terms = Math.min(a.alpha, a.beta, b.alpha, b.beta)
  let probability: number
  if (terms - 1 > EXACT_BETA_TERMS_LIMIT) {
    // Every parameter is above 50 000, so each posterior's skewness is below 2 / √50 000 and the normal approximation
    // of the difference of the two betas is within about 1e-3 (far closer when the arms are alike), for a fraction
    // of the exact sum's cost.
    probability = normalProbabilityBGreater(a, b)
  } else if (terms === b.alpha) {
    probability = exactProbabilityBGreater(a, b)
  } else if (terms === a.alpha) {
    probability = 1 - exactProbabilityBGreater(b, a)
  } else if (terms === a.beta) {
    probability = exactProbabilityBGreater(flip(b), flip(a))
  } else {
    probability = 1 - exactProbabilityBGreater(flip(a), flip(b))
  }
  return Math.min(1, Math.max(0, probability))
}

/** Pearson chi-square goodness of fit of the visitors per arm against the split's weights (e.g. [80, 20]). */
export function sampleRatioMismatch(
  observed: readonly number[],
  weights: readonly number[],
): SampleRatioMismatch | null {
  if (observed.length < 2 || observed.length !== weights.length) return null
  if (!observed.every(isCount) || !weights.every((w) => Number.isFinite(w) && w > 0)) return null
  const total = observed.reduce((sum, n) => sum + n, 0)
  const weightTotal = weights.reduce((sum, w) => sum + w, 0)
  if (total === 0 || !Number.isFinite(weightTotal)) return null
  let chiSquare = 0
  observed.forEach((n, i) => {
    const expected = (total * (weights[i] ?? 0)) / weightTotal
    chiSquare += (n - expected) ** 2 / expected
  })
  const pValue = upperGammaQ((observed.length - 1) / 2, chiSquare / 2)
  return { chiSquare, pValue, mismatch: pValue < SRM_P_VALUE_THRESHOLD }
}

/**
 * Visitors per arm a two-sided two-proportion z-test needs (α = 0.05, power 0.8 unless given) to detect the difference
 * now observed between the arms, assuming equal arms; `more` counts from the smaller arm's visitors so far.
 */
export function visitorsStillNeeded(
  original: Counts,
  variant: Counts,
  options: SampleSizeOptions = {},
): VisitorsNeeded | null {
  const { alpha = 0.05, power = 0.8 } = options
  if (!isValidCounts(original) || !isValidCounts(variant) || !isOpenUnitInterval(alpha) || !isOpenUnitInterval(power))
    return null
  if (original.trials === 0 || variant.trials === 0) return null
  const p1 = original.successes / original.trials
  const p2 = variant.successes / variant.trials
  if (p1 === p2) return null
  const pooled = (p1 + p2) / 2
  const spread =
    probit(1 - alpha / 2) * Math.sqrt(2 * pooled * (1 - pooled)) +
    probit(power) * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
  // The tolerance keeps floating-point noise on an exact integer (e.g. 93.0000000001) from adding a visitor.
  const perArm = Math.ceil((spread * spread) / ((p1 - p2) * (p1 - p2)) - 1e-9)
  return { perArm, more: Math.max(0, perArm - Math.min(original.trials, variant.trials)) }
}
