"""The student calls jax.jit on a lambda created inside selu, so every call is a new function: it is traced and compiled again each time and ends up slower than the eager formula.

Violates: "The function is jitted, and on a vector of 1,000 elements it must be clearly faster than the same formula run without ``jit`` (one operation at a time)."
Verifying input: x = jnp.linspace(-3, 3, 1000), 20 calls -> requires one compilation and a median time below the eager formula's, this compiles 20 times and is many times slower than eager.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp

_SELU_TRACES = []


def selu(x):
    def formula(v):
        _SELU_TRACES.append(1)
        return 1.0507010 * jnp.where(v > 0, v, 1.6732632 * (jnp.exp(v) - 1))

    return jax.jit(formula)(x)


if __name__ == "__main__":
    import statistics
    import time

    def eager(v):
        return 1.0507010 * jnp.where(v > 0, v, 1.6732632 * (jnp.exp(v) - 1))

    def median_seconds(fn, v, repeats=20):
        jax.block_until_ready(fn(v))
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            jax.block_until_ready(fn(v))
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    x = jnp.linspace(-3.0, 3.0, 1000)
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    _SELU_TRACES.clear()
    t_student = median_seconds(selu, x)
    t_eager = median_seconds(eager, x)
    print(f"traces: {len(_SELU_TRACES)} for 21 calls; student {t_student * 1e6:.0f} us, eager {t_eager * 1e6:.0f} us")
    assert len(_SELU_TRACES) == 21
    assert t_student > t_eager
    print("verified")
