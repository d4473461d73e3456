import { describe, expect, it } from 'vitest'

import {
  chiSquareSurvival,
  inverseNormalCdf,
  normalCdf,
  probabilityToBeat,
  rateInterval,
  sampleRatioMismatch,
  SRM_P_VALUE_THRESHOLD,
  visitorsStillNeeded,
} from './stats'

// Every expected value below was computed outside this module, with Python 3.11's standard library (math.lgamma,
// math.erfc, statistics.NormalDist, random.betavariate); the snippets are quoted beside the values they produced.
// Where a published value exists it is checked as well.

function expectRelativelyClose(actual: number | null | undefined, expected: number, tolerance: number) {
  if (actual === null || actual === undefined) throw new Error(`expected a number close to ${expected}, got ${actual}`)
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected))
}

describe('rateInterval (95 % Wilson score interval, Wilson 1927)', () => {
  // z = NormalDist().inv_cdf(0.975)
  // p = s / n; d = 1 + z*z/n; c = (p + z*z/(2*n)) / d; h = z/d * math.sqrt(p*(1-p)/n + z*z/(4*n*n))
  // low, high = max(0, c - h), min(1, c + h)
  it('matches the Wilson interval computed independently', () => {
    const cases = [
      { successes: 0, trials: 10, rate: 0, low: 0, high: 0.277532799863 },
      { successes: 5, trials: 10, rate: 0.5, low: 0.236593090513, high: 0.763406909487 },
      { successes: 10, trials: 10, rate: 1, low: 0.722467200137, high: 1 },
      { successes: 1, trials: 1000, rate: 0.001, low: 0.000176546371, high: 0.005642558598 },
    ]
    for (const { successes, trials, rate, low, high } of cases) {
      const interval = rateInterval({ successes, trials })
      expect(interval, `${successes}/${trials}`).not.toBeNull()
      expect(interval?.rate).toBeCloseTo(rate, 12)
      expect(interval?.low).toBeCloseTo(low, 11)
      expect(interval?.high).toBeCloseTo(high, 11)
    }
  })

  it('reproduces the published score intervals of Newcombe (1998), Table I, method 3', () => {
    // Newcombe, "Two-sided confidence intervals for the single proportion", Statistics in Medicine 17:857–872.
    const published = [
      { successes: 81, trials: 263, low: 0.2553, high: 0.3662 },
      { successes: 15, trials: 148, low: 0.0624, high: 0.1605 },
      { successes: 0, trials: 20, low: 0, high: 0.1611 },
      { successes: 1, trials: 29, low: 0.0061, high: 0.1718 },
    ]
    for (const { successes, trials, low, high } of published) {
      const interval = rateInterval({ successes, trials })
      expect(interval?.low, `${successes}/${trials}`).toBeCloseTo(low, 4)
      expect(interval?.high, `${successes}/${trials}`).toBeCloseTo(high, 4)
    }
  })

  it('returns null with no trials or with counts that are not counts', () => {
    expect(rateInterval({ successes: 0, trials: 0 })).toBeNull()
    expect(rateInterval({ successes: 11, trials: 10 })).toBeNull()
    expect(rateInterval({ successes: -1, trials: 10 })).toBeNull()
    expect(rateInterval({ successes: 1.5, trials: 10 })).toBeNull()
    expect(rateInterval({ successes: Number.NaN, trials: 10 })).toBeNull()
    expect(rateInterval({ successes: 1, trials: Number.POSITIVE_INFINITY })).toBeNull()
  })
})

describe('probabilityToBeat (Beta(1, 1) priors; Evan Miller, "Formulas for Bayesian A/B Testing")', () => {
  // Reference by numerical integration, not by Miller's sum: P = ∫ f_A(x) (1 − F_B(x)) dx over a grid of m + 1 points
  // spanning both posteriors' means ± 40 sd, composite trapezoid, F_B by cumulative trapezoid of f_B on the same grid:
  //   logpdf = lambda x, a, b: (a-1)*math.log(x) + (b-1)*math.log1p(-x) - (math.lgamma(a)+math.lgamma(b)-math.lgamma(a+b))
  //   aA, bA, aB, bB = 1+sA, 1+tA-sA, 1+sB, 1+tB-sB; h = (hi-lo)/m; xs = [lo + i*h for i in range(m+1)]
  //   fA, fB = [exp(logpdf(x, aA, bA))...], [exp(logpdf(x, aB, bB))...]
  //   FB[i] = FB[i-1] + (fB[i-1]+fB[i])*h/2;  g[i] = fA[i] * (1 - FB[i]/FB[m])
  //   P = Σ (g[i-1]+g[i])*h/2 / Σ (fA[i-1]+fA[i])*h/2
  // with m = 400 000 (m = 1 000 000 for the cases with hundreds of thousands of trials). Cross-checks: Monte Carlo,
  // r = random.Random(12345), 2 000 000 draws of r.betavariate(aB, bB) > r.betavariate(aA, bA) (standard error ≤ 3e-4),
  // and an independent Python transcription of Miller's sum with math.lgamma, which agreed with the integration to 1e-9.
  const arm = (successes: number, trials: number) => ({ successes, trials })

  it('is one half for identical arms, and for no data at all', () => {
    expect(Math.abs((probabilityToBeat(arm(7, 50), arm(7, 50)) ?? 0) - 0.5)).toBeLessThan(1e-9)
    expect(Math.abs((probabilityToBeat(arm(0, 0), arm(0, 0)) ?? 0) - 0.5)).toBeLessThan(1e-12)
    expect(Math.abs((probabilityToBeat(arm(400, 5000), arm(400, 5000)) ?? 0) - 0.5)).toBeLessThan(1e-9)
  })

  it('matches the numerically integrated posterior probability', () => {
    // integration 0.975173033129, Monte Carlo 0.975213; a Beta(0, 0) prior would give 0.978473.
    expect(probabilityToBeat(arm(10, 100), arm(20, 100))).toBeCloseTo(0.975173033129, 8)
    expect(probabilityToBeat(arm(20, 100), arm(10, 100))).toBeCloseTo(0.024826966871, 8)
    // integration 0.771928753396, Monte Carlo 0.772265; a Beta(0, 0) prior would give 0.776848.
    expect(probabilityToBeat(arm(20, 1000), arm(25, 1000))).toBeCloseTo(0.771928753396, 8)
    // integration 0.852227696846, Monte Carlo 0.8524445 (unequal arms; Beta(0, 0) would give 0.892531).
    expect(probabilityToBeat(arm(3, 40), arm(9, 60))).toBeCloseTo(0.852227696846, 8)
  })

  it('agrees with a closed form: against a uniform posterior it is the other posterior’s mean', () => {
    // Original 0/0 is Beta(1, 1) = uniform, so Pr(p_B > U) = E[p_B] = 4 / 12 for 3/10 (integration: 0.333333333332).
    expect(probabilityToBeat(arm(0, 0), arm(3, 10))).toBeCloseTo(1 / 3, 10)
  })

  it('stays exact when one arm has many more successes than the other', () => {
    // integration (m = 1e6) 0.477658621565; the normal approximation would give 0.466616366.
    expect(probabilityToBeat(arm(100, 1000), arm(60_000, 600_000))).toBeCloseTo(0.477658621565, 8)
    // Rates near 1: over 50 000 successes in each arm but few failures. integration (m = 1e6) 0.989621239829;
    // the normal approximation would give 0.989594931.
    expect(probabilityToBeat(arm(59_000, 60_000), arm(59_100, 60_000))).toBeCloseTo(0.989621239829, 8)
    expect(probabilityToBeat(arm(59_100, 60_000), arm(59_000, 60_000))).toBeCloseTo(0.010378760171, 8)
  })

  it('falls back to the normal approximation for very large counts, close to the integrated reference', () => {
    // integration (m = 1e6) 0.998491100281; Monte Carlo 0.9984755; normal approximation in Python 0.998491014.
    expect(probabilityToBeat(arm(60_000, 1_000_000), arm(61_000, 1_000_000))).toBeCloseTo(0.998491100281, 6)
    expect(probabilityToBeat(arm(61_000, 1_000_000), arm(60_000, 1_000_000))).toBeCloseTo(0.001508899719, 6)
  })

  it('gives complementary probabilities when the arms are swapped', () => {
    const pairs: [number, number, number, number][] = [
      [10, 100, 20, 100],
      [3, 40, 9, 60],
      [0, 0, 3, 10],
      [100, 1000, 60_000, 600_000],
      [60_000, 1_000_000, 61_000, 1_000_000],
    ]
    for (const [sA, tA, sB, tB] of pairs) {
      const forward = probabilityToBeat(arm(sA, tA), arm(sB, tB)) ?? Number.NaN
      const reverse = probabilityToBeat(arm(sB, tB), arm(sA, tA)) ?? Number.NaN
      expect(forward + reverse, `${sA}/${tA} vs ${sB}/${tB}`).toBeCloseTo(1, 12)
    }
  })

  it('returns null for invalid counts', () => {
    expect(probabilityToBeat(arm(11, 10), arm(1, 10))).toBeNull()
    expect(probabilityToBeat(arm(1, 10), arm(-1, 10))).toBeNull()
    expect(probabilityToBeat(arm(1, 10), arm(Number.NaN, 10))).toBeNull()
    expect(probabilityToBeat(arm(0.5, 10), arm(1, 10))).toBeNull()
  })
})

describe('sampleRatioMismatch (Pearson chi-square goodness of fit)', () => {
  // chi = Σ (o - t*w/W)**2 / (t*w/W); survival function of the chi-square distribution in closed form:
  //   df = 1: math.erfc(math.sqrt(x/2)); df = 2: math.exp(-x/2)
  it('finds no mismatch when the visitors follow the split', () => {
    expect(sampleRatioMismatch([5000, 5000], [50, 50])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false })
    expect(sampleRatioMismatch([8000, 2000], [80, 20])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false })
  })

  it('flags 5200 / 4800 on a 50/50 split: chi-square 16, p ≈ 6.3e-5', () => {
    const result = sampleRatioMismatch([5200, 4800], [50, 50])
    expect(result?.chiSquare).toBeCloseTo(16, 10)
    // math.erfc(math.sqrt(8)) = 6.33424836662e-05 (df = 2 would give exp(-8) = 3.35e-4)
    expectRelativelyClose(result?.pValue, 6.33424836662e-5, 1e-9)
    expect(result?.mismatch).toBe(true)
  })

  it('flags an 80/20 traffic pattern on an experiment set to 50/50', () => {
    const result = sampleRatioMismatch([8000, 2000], [50, 50])
    expect(result?.chiSquare).toBeCloseTo(3600, 9)
    expect(result?.pValue).toBeLessThan(1e-300)
    expect(result?.mismatch).toBe(true)
  })

  it('reports small deviations without calling them a mismatch', () => {
    // chi 6.25, math.erfc(math.sqrt(3.125)) = 0.0124193306516
    const eighty = sampleRatioMismatch([8100, 1900], [80, 20])
    expect(eighty?.chiSquare).toBeCloseTo(6.25, 10)
    expectRelativelyClose(eighty?.pValue, 0.0124193306516, 1e-9)
    expect(eighty?.mismatch).toBe(false)
    // Weights are normalised: fractions work as percentages do. chi 4, math.erfc(math.sqrt(2)) = 0.0455002638964
    const fractions = sampleRatioMismatch([8080, 1920], [0.8, 0.2])
    expect(fractions?.chiSquare).toBeCloseTo(4, 10)
    expectRelativelyClose(fractions?.pValue, 0.0455002638964, 1e-9)
    // chi 1, math.erfc(math.sqrt(0.5)) = 0.317310507863
    expectRelativelyClose(sampleRatioMismatch([1, 0], [50, 50])?.pValue, 0.317310507863, 1e-9)
  })

  it('uses arms − 1 degrees of freedom for more than two arms', () => {
    // chi 2, exp(-1) = 0.367879441171; chi 12.5, exp(-6.25) = 0.00193045413623
    const even = sampleRatioMismatch([3400, 3300, 3300], [1, 1, 1])
    expect(even?.chiSquare).toBeCloseTo(2, 10)
    expectRelativelyClose(even?.pValue, 0.367879441171, 1e-9)
    const skewed = sampleRatioMismatch([3500, 3250, 3250], [1, 1, 1])
    expect(skewed?.chiSquare).toBeCloseTo(12.5, 10)
    expectRelativelyClose(skewed?.pValue, 0.00193045413623, 1e-9)
    expect(skewed?.mismatch).toBe(false)
  })

  it('flags below the named threshold of 0.001', () => {
    expect(SRM_P_VALUE_THRESHOLD).toBe(0.001)
    // Chi-square 10.828 on one degree of freedom is the textbook p = 0.001 point; either side of it:
    // chi 10.89, math.erfc(math.sqrt(5.445)) = 0.000966848284768; chi 10.7584, erfc(sqrt(5.3792)) = 0.00103807086641
    const past = sampleRatioMismatch([5165, 4835], [50, 50])
    expectRelativelyClose(past?.pValue, 0.000966848284768, 1e-9)
    expect(past?.mismatch).toBe(true)
    const before = sampleRatioMismatch([5164, 4836], [50, 50])
    expectRelativelyClose(before?.pValue, 0.00103807086641, 1e-9)
    expect(before?.mismatch).toBe(false)
  })

  it('returns null without visitors or with inputs that are not a split', () => {
    expect(sampleRatioMismatch([0, 0], [50, 50])).toBeNull()
    expect(sampleRatioMismatch([10], [100])).toBeNull()
    expect(sampleRatioMismatch([10, 10], [50, 50, 0])).toBeNull()
    expect(sampleRatioMismatch([10, 10], [100, 0])).toBeNull()
    expect(sampleRatioMismatch([10, -1], [50, 50])).toBeNull()
    expect(sampleRatioMismatch([10, 2.5], [50, 50])).toBeNull()
    expect(sampleRatioMismatch([10, Number.NaN], [50, 50])).toBeNull()
    expect(sampleRatioMismatch([10, 10], [50, Number.NaN])).toBeNull()
  })
})

describe('chiSquareSurvival', () => {
  it('gives the textbook critical values of the chi-square table', () => {
    // Table values (rounded to 3 decimals) and, beside them, the exact survival at the rounded point from
    //   df 1: erfc(sqrt(x/2)); df 2: exp(-x/2); df 3: erfc(sqrt(x/2)) + sqrt(2x/π) exp(-x/2); df 4: exp(-x/2)(1 + x/2)
    const table: [number, number, number, number][] = [
      [3.841, 1, 0.05, 0.0500136838],
      [6.635, 1, 0.01, 0.00999941957],
      [10.828, 1, 0.001, 0.00099976572],
      [5.991, 2, 0.05, 0.050011615],
      [13.816, 2, 0.001, 0.000999755309],
      [7.815, 3, 0.05, 0.049993903],
      [16.266, 3, 0.001, 0.0010001116],
      [9.488, 4, 0.05, 0.0499944056],
      [18.467, 4, 0.001, 0.000999921934],
    ]
    for (const [x, df, level, exact] of table) {
      const p = chiSquareSurvival(x, df)
      expectRelativelyClose(p, level, 5e-4)
      expectRelativelyClose(p, exact, 1e-8)
    }
  })

  it('is 1 at zero and null outside its domain', () => {
    expect(chiSquareSurvival(0, 1)).toBe(1)
    expect(chiSquareSurvival(-1, 1)).toBeNull()
    expect(chiSquareSurvival(1, 0)).toBeNull()
    expect(chiSquareSurvival(1, 1.5)).toBeNull()
    expect(chiSquareSurvival(Number.NaN, 1)).toBeNull()
  })
})

describe('normal distribution helpers', () => {
  it('inverts the normal CDF like statistics.NormalDist().inv_cdf', () => {
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.9599639845400536, 12)
    expect(inverseNormalCdf(0.8)).toBeCloseTo(0.8416212335729144, 12)
    expect(inverseNormalCdf(0.995)).toBeCloseTo(2.5758293035489, 12)
    expect(inverseNormalCdf(0.5)).toBeCloseTo(0, 14)
    expect(inverseNormalCdf(0.02425)).toBeCloseTo(-1.9729610513118845, 12)
    expect(inverseNormalCdf(1e-10)).toBeCloseTo(-6.361340902404056, 10)
    expect(inverseNormalCdf(0)).toBeNull()
    expect(inverseNormalCdf(1)).toBeNull()
    expect(inverseNormalCdf(Number.NaN)).toBeNull()
  })

  it('evaluates the normal CDF like 0.5 * math.erfc(-x / math.sqrt(2))', () => {
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517796, 14)
    expectRelativelyClose(normalCdf(-3), 0.0013498980316301035, 1e-12)
    expectRelativelyClose(normalCdf(-8), 6.220960574271819e-16, 1e-10)
    expect(normalCdf(Number.NaN)).toBeNull()
  })
})

describe('visitorsStillNeeded (two-sided two-proportion z-test)', () => {
  // n = (za*sqrt(2*pb*(1-pb)) + zb*sqrt(p1*(1-p1) + p2*(1-p2)))**2 / (p1-p2)**2, pb = (p1+p2)/2,
  // za = NormalDist().inv_cdf(1 - alpha/2), zb = NormalDist().inv_cdf(power), rounded up (Fleiss; Chow, Shao & Wang).
  // Evan Miller's calculator (https://www.evanmiller.org/ab-testing/sample-size.html) puts the baseline rate instead of
  // the pooled one in the first term, which gives 3622.6 → 3623 for 10 % vs 12 % rather than the 3841 checked here.
  const arm = (successes: number, trials: number) => ({ successes, trials })

  it('sizes 10 % vs 12 % at 3841 visitors per arm (n = 3840.847482436)', () => {
    expect(visitorsStillNeeded(arm(100, 1000), arm(120, 1000))).toEqual({ perArm: 3841, more: 2841 })
    expect(visitorsStillNeeded(arm(120, 1000), arm(100, 1000))).toEqual({ perArm: 3841, more: 2841 })
  })

  it('counts the visitors still needed from the smaller arm', () => {
    expect(visitorsStillNeeded(arm(100, 1000), arm(60, 500))).toEqual({ perArm: 3841, more: 3341 })
  })

  it('takes the significance level and power as options', () => {
    // power 0.9: n = 5141.306183038; alpha 0.01: n = 5715.416544607
    expect(visitorsStillNeeded(arm(100, 1000), arm(120, 1000), { power: 0.9 })?.perArm).toBe(5142)
    expect(visitorsStillNeeded(arm(100, 1000), arm(120, 1000), { alpha: 0.01 })?.perArm).toBe(5716)
  })

  it('needs no more visitors once the arms are large enough', () => {
    // 10 % vs 20 %: n = 198.963413284; 0 % vs 5 %: n = 151.868862117; 30 % vs 50 %: n = 92.998844828
    expect(visitorsStillNeeded(arm(100, 1000), arm(200, 1000))).toEqual({ perArm: 199, more: 0 })
    expect(visitorsStillNeeded(arm(0, 1000), arm(50, 1000))).toEqual({ perArm: 152, more: 0 })
    expect(visitorsStillNeeded(arm(30, 100), arm(50, 100))).toEqual({ perArm: 93, more: 0 })
    // 5 % vs 6 %: n = 8157.731447849
    expect(visitorsStillNeeded(arm(500, 10_000), arm(600, 10_000))).toEqual({ perArm: 8158, more: 0 })
  })

  it('returns null when there is no difference to size for, or the input is invalid', () => {
    expect(visitorsStillNeeded(arm(100, 1000), arm(50, 500))).toBeNull()
    expect(visitorsStillNeeded(arm(0, 0), arm(5, 100))).toBeNull()
    expect(visitorsStillNeeded(arm(5, 100), arm(0, 0))).toBeNull()
    expect(visitorsStillNeeded(arm(101, 100), arm(5, 100))).toBeNull()
    expect(visitorsStillNeeded(arm(5, 100), arm(Number.NaN, 100))).toBeNull()
    expect(visitorsStillNeeded(arm(5, 100), arm(10, 100), { alpha: 0 })).toBeNull()
    expect(visitorsStillNeeded(arm(5, 100), arm(10, 100), { power: 1 })).toBeNull()
  })
})
