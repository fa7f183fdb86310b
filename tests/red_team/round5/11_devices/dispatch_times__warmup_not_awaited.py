"""The student makes the untimed compile call but does not wait for its result, so the warm-up's computation is still running when the clock starts and its run time is counted in the timed calls' total.

Violates: "A first, untimed call compiles ``fn`` and is not counted." / "until every result is ready" (total per call)
Verifying input: a jitted fn that takes about T = 0.3 s per call, repeats = 1 -> requires total ≈ T per call, this returns ≈ 2 T (the warm-up's run plus the timed one).
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "algorithm"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    fn(*args)                                          # compile first (not timed)
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]         # queue them back to back
    queued = time.perf_counter()
    jax.block_until_ready(outs)                        # every result, whatever the pytree
    ready = time.perf_counter()
    return (queued - start) / repeats, (ready - start) / repeats


if __name__ == "__main__":
    import numpy as np
    from jax import lax

    dispatch, total = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert isinstance(dispatch, float) and isinstance(total, float) and 0 < dispatch <= total

    @jax.jit
    def slow(a):
        out = lax.fori_loop(0, 30, lambda i, x: jnp.tanh(x @ a), a)
        return {"m": out, "s": out.sum()}                   # a pytree output

    a = jnp.ones((600, 600)) / 600
    jax.block_until_ready(slow(a))
    t0 = time.perf_counter(); jax.block_until_ready(slow(a)); T = time.perf_counter() - t0
    print(f"one call of slow takes T = {T:.3f} s")

    d5, t5 = dispatch_times(slow, a, repeats=5)
    print(f"repeats=5: dispatch {d5:.4f} s, total {t5:.3f} s per call")
    assert d5 < 0.2 * t5                                    # dispatch is a small fraction: it looks right
    d, t = dispatch_times(lambda x: jnp.asarray(np.tanh(np.asarray(x))).sum(), np.ones(10))
    assert d <= t

    # The breach: with few repeats the warm-up's computation is in the total.
    ratios = []
    for _ in range(3):
        jax.block_until_ready(slow(a))
        _, t1 = dispatch_times(slow, a, repeats=1)
        ratios.append(t1 / T)
    print("total per call / T with repeats=1:", [round(r, 2) for r in ratios])
    assert min(ratios) > 1.6                                # about 2: two runs were timed for one
    print("verified")
