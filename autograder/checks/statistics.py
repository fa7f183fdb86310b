"""Distribution tests for random functions, each with a stated false-fail probability.

Random functions have no reference to match number for number, so their checks test the
distribution. Every `require_*` function here is one test: it fails a correct solution
with probability at most `ALPHA` = 1e-9 per call, by an exact or a conservative bound
(never a normal approximation), and it fails with a message naming the statistic, what
was expected and what came instead. Seeds come from the check's own stream (`next_seed`,
grading/seeds.py): the draws within a check are independent experiments, and every run of
the same check repeats them, so a verdict never changes when the code did not.

Method (n samples, `ALPHA` split equally between the two sides where a test has two):

- `require_mean`: for iid N(mu, sigma^2) the mean is exactly N(mu, sigma^2 / n); fail
  beyond z = 6.11 standard errors (two-sided normal tail 1e-9).
- `require_variance`: with the mean known, sum((x - mu)^2) / sigma^2 is exactly chi^2(n);
  Laurent and Massart (2000): P(X >= n + 2 sqrt(n t) + 2t) <= e^-t and
  P(X <= n - 2 sqrt(n t)) <= e^-t, with t = ln(2 / ALPHA).
- `require_ks` (Kolmogorov-Smirnov against the exact CDF): the DKW inequality with
  Massart's constant, P(sup |F_n - F| > eps) <= 2 exp(-2 n eps^2), so eps = sqrt(ln(2 /
  ALPHA) / (2n)).
- `require_fraction` (a binomial count: dropped elements, draws in a tail): the Chernoff
  bound P(count / n >= q) <= exp(-n KL(q || p)) for q > p, and its mirror below p.
- `require_normal`: the four above on one sample (variance, mean, KS against N(0, sigma^2),
  the fraction beyond 3 sigma, which catches clipping and truncation that leave the first
  two moments almost unchanged): 4 tests.
- `require_uncorrelated`: if b is iid N(mu, sigma^2) and independent of a, then
  sum((a - mean(a)) b) / (sigma |a - mean(a)|) is exactly N(0, 1) (condition on a); the
  entries are paired by flat position, which is how JAX lays out draws from equal or
  related keys (two draws from one key share a prefix). Fail beyond 6.11.
- `require_independent_axes`: `require_uncorrelated` between even and odd rows, and even
  and odd columns, of a matrix of iid normals (2 tests): noise repeated across rows or
  columns correlates perfectly.
- `require_pairwise_uncorrelated`: `require_uncorrelated` for every two of k samples (layers,
  steps), C(k, 2) tests: a key reused for two of them correlates them perfectly.
- `require_distinct_rows`: no two rows (or columns) are equal; for iid draws whose most
  likely value has probability `atom`, two given rows of length L are equal with
  probability at most atom^L, so the test fails a correct solution with probability at
  most C(R, 2) atom^L (checked to be below `ALPHA` before it runs).
- `require_uniform_permutations`: k permutations of n items (n! small), each drawn with a new
  key: every one of the n! orders is a Binomial(k, 1/n!) count, tested with the Chernoff bound
  of `require_fraction` at `ALPHA / n!` each (n! tests, `ALPHA` in all), then all counts
  together with Pearson's chi-squared test (`scipy.stats.chisquare`, 1 test at `ALPHA`; the
  chi-squared law of the statistic is asymptotic, and with k / n! in the thousands its error
  is far below the bound). Sorting random integers with ties misses its 1/n! by far; the
  naive swap shuffle (swap row i with any row, n^n equally likely swap sequences) by 4/27 or
  5/27 against 1/6 for 3 rows, which 20,000 draws (`law_draws`) tell apart.
- `require_shuffled`: the number of adjacencies of a permutation (positions where
  |order[i+1] - order[i]| == 1). For a uniform permutation, P(adjacencies >= s) <= 2^s / s!
  (choose s positions and a direction for each: at most C(n-1, s) 2^s (n-s)! / n!
  permutations), and 2^17 / 17! = 3.7e-10; a rotation, a reversal or a shuffle of
  batch order only (blocks kept in order) has about n adjacencies.

Whole course, per run (each check's docstring gives its count): 02_prng 33 tests
(two_normals 5, dropout 5, init_mlp 13, shuffle 10), 09_state 64 (noisy_decay), 12_training
20 (init_params 11, shuffled_batches 8, train 1 whose own exact bound is 1.2e-10): 117
tests, so a correct solution fails one with probability at most 117 x 1e-9 < 1.2e-7, under
the 1e-6 the course allows (union bound; no independence between tests is assumed).

The specs call a random function through `call_with_new_key`: a key from `next_seed`
first, then the exercise's other arguments: each draw of a check is a new experiment, and each
run of the check draws the same ones.

Caveats: the bounds assume the correct solution's draws are exactly the distribution
named; JAX's float32 samplers are discrete approximations, far finer than any of these
tests can see. Statistics see only what changes numbers: a key reused through `fold_in`
with a new number draws independent-looking numbers and passes (harmlessly). A flaw is
caught only when it moves a statistic past its bound; the samples are sized so the flaws
in tests/variants/ miss by several times the bound.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

import jax

from autograder.checks.calling import jitted, static_call, values_of
from autograder.grading.cases import Call, Case, Key
from autograder.grading.seeds import next_seed

ALPHA = 1e-9  # false-fail probability of one test (one require_* call) on a correct solution


def call_with_new_key(case: Case, check: str, *args: Any) -> tuple[Call, Any]:
    """Call the function on the check's next key (`next_seed`), then `args`: a new experiment within
    the check, the same one on every run (grading/seeds.py).

    Returns:
        The call (for messages: it names the key's seed) and what the function returned.

    Raises:
        CheckFailure: the call raised, translated into advice (see `values_of`).
    """
    call = Call((Key(next_seed()), *args))
    return call, values_of(case, call, check)


def draws_with_new_keys(case: Case, check: str, count: int, *args: Any) -> list[Any]:
    """`count` results of the function on new keys and `args`: one compiled program for all of
    them when the exercise must work under jit (the first call goes through `values_of`, which
    falls back to the plain call and translates errors), each a new experiment within the check."""
    results = [call_with_new_key(case, check, *args)[1]]
    function = None
    if "jit" in case.exercise.checks:
        try:  # the second draw compiles the one program the rest reuse
            function = jitted(case)
            results.append(case.call(static_call(case, Call((Key(next_seed()), *args))), check, function=function))
        except Exception:  # noqa: BLE001 - not traceable: every draw runs as written
            function = None
    while len(results) < count:
        call = Call((Key(next_seed()), *args))
        results.append(case.call(static_call(case, call) if function else call, check, function=function))
    return results


def normal_two_sided_tail(z: float) -> float:
    """P(|N(0, 1)| >= z)."""
    return math.erfc(z / math.sqrt(2))


def z_threshold(alpha: float = ALPHA) -> float:
    """The z with P(|N(0, 1)| >= z) = alpha (bisection; 6.11 for 1e-9)."""
    low, high = 0.0, 40.0
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if normal_two_sided_tail(middle) > alpha else (low, middle)
    return high


def normal_cdf(x: np.ndarray, std: float = 1.0) -> np.ndarray:
    """The CDF of N(0, std^2) at every element of `x` (float64)."""
    erf = np.frompyfunc(math.erf, 1, 1)
    return 0.5 * (1.0 + erf(np.asarray(x, np.float64) / (std * math.sqrt(2))).astype(np.float64))


def _fail(case: Case, check: str, what: str, got: str, expected: str, advice: str) -> None:
    raise case.fail(
        check,
        f"wrong values: {what} is {got}, expected {expected} (a correct solution lands outside with probability "
        f"below 1e-9). {advice}",
    )


def require_mean(case: Case, check: str, what: str, sample: np.ndarray, mean: float, std: float, advice: str) -> None:
    """Fail unless the mean of `sample` (iid N(mean, std^2) when correct) is within 6.11 standard errors."""
    sample = np.asarray(sample, np.float64).ravel()
    margin = z_threshold() * std / math.sqrt(sample.size)
    got = float(sample.mean())
    if not abs(got - mean) <= margin:
        _fail(case, check, f"the mean of {what}", f"{got:.5f}", f"{mean:.5f} +- {margin:.5f}", advice)


def chi_square_interval(n: int, alpha: float = ALPHA) -> tuple[float, float]:
    """Bounds (low, high) a chi^2(n) variable leaves with probability at most alpha (Laurent-Massart)."""
    t = math.log(2 / alpha)
    return n - 2 * math.sqrt(n * t), n + 2 * math.sqrt(n * t) + 2 * t


def require_variance(case: Case, check: str, what: str, sample: np.ndarray, std: float, advice: str, mean: float = 0.0) -> None:
    """Fail unless the mean square about `mean` of `sample` (iid N(mean, std^2) when correct) is std^2."""
    sample = np.asarray(sample, np.float64).ravel()
    low, high = chi_square_interval(sample.size)
    got = float(np.mean((sample - mean) ** 2))
    variance = std**2
    if not variance * low / sample.size <= got <= variance * high / sample.size:
        _fail(case, check, f"the variance of {what}", f"{got:.6f}",
              f"{variance:.6f}, between {variance * low / sample.size:.6f} and {variance * high / sample.size:.6f}", advice)


def ks_threshold(n: int, alpha: float = ALPHA) -> float:
    """The DKW bound: a correct sample of n has sup |F_n - F| above this with probability <= alpha."""
    return math.sqrt(math.log(2 / alpha) / (2 * n))


def ks_distance(sample: np.ndarray, cdf: Callable[[np.ndarray], np.ndarray]) -> float:
    """sup |F_n - F|: the Kolmogorov-Smirnov distance of the sample's empirical CDF from `cdf`."""
    ordered = np.sort(np.asarray(sample, np.float64).ravel())
    n = ordered.size
    at = cdf(ordered)
    return float(max(np.max(np.arange(1, n + 1) / n - at), np.max(at - np.arange(n) / n)))


def require_ks(case: Case, check: str, what: str, sample: np.ndarray, cdf: Callable[[np.ndarray], np.ndarray],
               distribution: str, advice: str) -> None:
    """Fail when the Kolmogorov-Smirnov distance of `sample` from `cdf` exceeds the DKW bound."""
    sample = np.asarray(sample).ravel()
    distance, limit = ks_distance(sample, cdf), ks_threshold(sample.size)
    if not distance <= limit:
        _fail(case, check, f"the largest gap between the distribution of {what} ({sample.size} values) and {distribution} "
              "(Kolmogorov-Smirnov distance)", f"{distance:.4f}", f"at most {limit:.4f}", advice)


def _kl(q: float, p: float) -> float:
    terms = 0.0
    if q > 0:
        terms += q * math.log(q / p)
    if q < 1:
        terms += (1 - q) * math.log((1 - q) / (1 - p))
    return terms


def fraction_interval(n: int, p: float, alpha: float = ALPHA) -> tuple[float, float]:
    """Fractions (low, high) a Binomial(n, p) count / n leaves with probability <= alpha (Chernoff, KL form)."""
    target = math.log(2 / alpha) / n

    def edge(far: float) -> float:
        near = p
        if _kl(far, p) <= target:
            return far
        for _ in range(100):
            middle = (near + far) / 2
            near, far = (middle, far) if _kl(middle, p) <= target else (near, middle)
        return near

    return (edge(0.0) if p > 0 else 0.0), (edge(1.0) if p < 1 else 1.0)


def require_fraction(case: Case, check: str, what: str, hits: np.ndarray, p: float, advice: str) -> None:
    """Fail unless the fraction of True in `hits` (independent, each True with probability p) is near p."""
    hits = np.asarray(hits, bool).ravel()
    low, high = fraction_interval(hits.size, p)
    got = float(hits.mean())
    if not low <= got <= high:
        _fail(case, check, f"the fraction of {what} ({hits.size} in all)", f"{got:.4f}",
              f"{p:.4f}, between {low:.4f} and {high:.4f}", advice)


TAIL = 3.0  # `require_normal` counts draws beyond this many standard deviations


def require_normal(case: Case, check: str, what: str, sample: np.ndarray, std: float, advice: str) -> None:
    """`sample` is iid N(0, std^2): its variance, mean, Kolmogorov-Smirnov distance and 3-sigma tail (4 tests)."""
    sample = np.asarray(sample, np.float64).ravel()
    require_variance(case, check, what, sample, std, advice)  # first: a wrong scale also spreads the mean
    require_mean(case, check, what, sample, 0.0, std, advice)
    require_ks(case, check, what, sample, lambda x: normal_cdf(x, std), f"N(0, {std:.4g}^2)", advice)
    require_fraction(case, check, f"draws beyond {TAIL:g} standard deviations in {what}", np.abs(sample) > TAIL * std,
                     normal_two_sided_tail(TAIL), f"{advice} Clipped or truncated draws lose the tails of the normal.")


def require_uncorrelated(case: Case, check: str, what: str, a: np.ndarray, b: np.ndarray, std: float, advice: str) -> None:
    """Fail when `a` and `b` (b iid N(., std^2) independent of a, when correct) are correlated, paired by flat position."""
    a = np.asarray(a, np.float64).ravel()
    b = np.asarray(b, np.float64).ravel()
    size = min(a.size, b.size)
    centred = a[:size] - a[:size].mean()
    norm = float(np.linalg.norm(centred))
    if norm == 0:  # a constant has no correlation to measure; the variance tests see it
        return
    z = float(centred @ b[:size]) / (std * norm)
    correlation = float(np.corrcoef(a[:size], b[:size])[0, 1]) if np.std(b[:size]) > 0 else float("nan")
    limit = z_threshold()
    if not abs(z) <= limit:
        _fail(case, check, f"the correlation of {what} over {size} pairs", f"{correlation:.4f} (z = {z:.1f})",
              f"0 (|z| at most {limit:.2f})", advice)


def require_independent_axes(case: Case, check: str, what: str, matrix: np.ndarray, std: float, advice: str) -> None:
    """Rows and columns of `matrix` (iid N(0, std^2) when correct) are uncorrelated: even vs odd rows, and columns (2 tests)."""
    matrix = np.asarray(matrix, np.float64)
    for axis, name in ((0, "rows"), (1, "columns")):
        lines = np.moveaxis(matrix, axis, 0)
        pairs = lines.shape[0] // 2
        require_uncorrelated(case, check, f"even and odd {name} of {what}", lines[0 : 2 * pairs : 2], lines[1 : 2 * pairs : 2],
                             std, advice)


def require_pairwise_uncorrelated(case: Case, check: str, pair_what: str, samples: Sequence[np.ndarray],
                                  std: float | Sequence[float], advice: str) -> None:
    """Every two of `samples` (each iid N(., std^2) and independent of the others, when correct) are uncorrelated.

    One `require_uncorrelated` per pair, in the order (0, 1), (0, 2), ..., (1, 2), ...: C(k, 2) tests.

    Args:
        pair_what: names a pair, with `{first}` and `{second}` for its indexes
            (`"layer {first} and layer {second} weights"`).
        samples: the k samples, e.g. one per layer or per step.
        std: every sample's standard deviation, or one per sample (a pair is tested with its
            second sample's, the one `require_uncorrelated` takes to be normal).
    """
    stds = [float(std)] * len(samples) if isinstance(std, (int, float)) else list(std)
    for first in range(len(samples)):
        for second in range(first + 1, len(samples)):
            require_uncorrelated(case, check, pair_what.format(first=first, second=second), samples[first],
                                 samples[second], stds[second], advice)


def require_distinct_rows(case: Case, check: str, what: str, matrix: np.ndarray, atom: float, advice: str) -> None:
    """No two rows and no two columns of `matrix` are equal (iid draws, most likely value of probability `atom`)."""
    matrix = np.asarray(matrix)
    for axis, name in ((0, "rows"), (1, "columns")):
        lines = np.moveaxis(matrix, axis, 0).reshape(matrix.shape[axis], -1)
        count, length = lines.shape
        if math.comb(count, 2) * atom**length > ALPHA:
            raise ValueError(f"require_distinct_rows: {count} {name} of {length} values are too few for a 1e-9 bound")
        _, first, inverse = np.unique(lines, axis=0, return_index=True, return_inverse=True)
        if len(first) < count:
            inverse = np.asarray(inverse).ravel()
            second = int(next(i for i in range(count) if first[inverse[i]] != i))
            raise case.fail(
                check,
                f"wrong values: {name} {int(first[inverse[second]])} and {second} of {what} are identical (for "
                f"independent draws that happens with probability below 1e-9). {advice}",
            )


def adjacencies(order: np.ndarray) -> int:
    """How many neighbours in `order` (a permutation of 0..n-1) are neighbours in 0..n-1 too."""
    order = np.asarray(order, np.int64).ravel()
    return int(np.sum(np.abs(np.diff(order)) == 1))


def adjacency_limit(alpha: float = ALPHA) -> int:
    """The smallest s with 2^s / s! <= alpha: a uniform permutation has s adjacencies with probability below that."""
    s = 1
    while 2.0**s / math.factorial(s) > alpha:
        s += 1
    return s


def require_shuffled(case: Case, check: str, what: str, order: np.ndarray, advice: str) -> None:
    """Fail when the permutation `order` keeps too many neighbours together (a rotation, blocks kept in order)."""
    order = np.asarray(order).ravel()
    limit = adjacency_limit()
    if order.size <= limit:
        raise ValueError(f"require_shuffled: a permutation of {order.size} is too short for a 1e-9 bound (need > {limit})")
    found = adjacencies(order)
    if found >= limit:
        raise case.fail(
            check,
            f"not shuffled: in {what}, {found} of {order.size - 1} neighbouring rows were neighbours in x too (a random "
            f"permutation has about 2; {limit} or more happen with probability below 1e-9). Rotating the rows or "
            f"reordering whole blocks is not a shuffle. {advice}",
        )


def require_uniform_permutations(case: Case, check: str, what: str, orders: np.ndarray, advice: str) -> None:
    """Fail unless the rows of `orders` (k permutations of 0..n-1, independent) look uniform over all n! orders:
    each order's share within its Chernoff interval (n! tests at `ALPHA / n!`), then Pearson's chi-squared test of
    all the counts together (`scipy.stats.chisquare`, one test at `ALPHA`)."""
    orders = np.asarray(orders, np.int64)
    k, n = orders.shape
    cells = math.factorial(n)
    low, high = fraction_interval(k, 1 / cells, ALPHA / cells)
    counts = Counter(map(tuple, orders.tolist()))
    every = list(itertools.permutations(range(n)))
    for order in every:
        got = counts.get(order, 0) / k
        if not low <= got <= high:
            raise case.fail(
                check,
                f"not uniform: in {what} ({k} draws with new keys), the order {list(order)} came {got:.3f} of the time; "
                f"each of the {cells} orders should come 1/{cells} = {1 / cells:.3f} of the time (between {low:.3f} and "
                f"{high:.3f} with probability 1 - 1e-9). {advice}",
            )
    observed = np.array([counts.get(order, 0) for order in every], np.float64)
    import scipy.stats  # here, not at import: it costs a second of every start-up that grades a random exercise

    p_value = float(scipy.stats.chisquare(observed).pvalue)
    if p_value < ALPHA:
        shares = observed / k
        most, least = every[int(np.argmax(shares))], every[int(np.argmin(shares))]
        raise case.fail(
            check,
            f"not uniform: in {what} ({k} draws with new keys), the orders came {shares.min():.4f} to "
            f"{shares.max():.4f} of the time ({list(most)} the most, {list(least)} the least); each of the {cells} "
            f"should come 1/{cells} = {1 / cells:.4f} of the time, and counts this uneven come by chance with "
            f"probability {p_value:.1e} (Pearson's chi-squared test). {advice}",
        )


# Draws for a law over a few outcomes (the 6 orders of 3 items): 20,000 in one batched call tell the naive swap
# shuffle's 4/27 and 5/27 from 1/6 (a chi-squared statistic near 250 against the 1e-9 bound, 50.7 for 5 degrees of
# freedom); one call at a time, 1000 (a tie-breaking sort, 10/27 for the identity, still misses by 7.7 standard errors).
LAW_DRAWS, LOOP_DRAWS = 20_000, 1000


def law_draws(case: Case, check: str, pick: Callable[[Any], Any], *args: Any) -> np.ndarray:
    """`pick` of the function's results on new keys and `args`, one row per draw (flattened): `LAW_DRAWS` of them
    drawn in one batched call (`batched_draws`), or `LOOP_DRAWS` single calls where the function does not batch."""
    batched = batched_draws(case, LAW_DRAWS, *args)
    if batched is not None:
        try:
            return np.asarray(pick(batched)).reshape(LAW_DRAWS, -1)
        except Exception:  # noqa: BLE001 - not the promised structure: the single calls report it
            pass
    return np.stack([np.asarray(pick(out)).reshape(-1) for out in draws_with_new_keys(case, check, LOOP_DRAWS, *args)])


def batched_draws(case: Case, count: int, *args: Any) -> Any:
    """`count` results of the jitted function on new keys and `args` (each leaf of the result with a leading
    axis of `count`, as NumPy arrays), drawn in one call of its `jax.vmap` over the keys: thousands of draws
    for the cost of one. None when the function does not batch (it is not traceable, or its batched results
    differ from single calls with the same keys): the caller then draws one call at a time."""
    if "jit" not in case.exercise.checks:
        return None
    keys = jax.random.split(jax.random.key(next_seed()), count)
    function = jitted(case)
    try:
        batched = jax.tree.map(np.asarray, jax.vmap(lambda key: function(key, *args))(keys))
        for index in (0, count - 1):
            single = jax.tree.map(np.asarray, function(keys[index], *args))
            same = jax.tree.map(lambda whole, one: bool(np.array_equal(whole[index], one)), batched, single)
            if not all(jax.tree.leaves(same)):
                return None
    except Exception:  # noqa: BLE001 - not batchable (or a structure that differs): one call at a time
        return None
    return batched
