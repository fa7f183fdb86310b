"""Uses lax.scan but with unroll=True "for speed", so the compiled program is unrolled n times.

Violates: "inside one compiled loop: the program must not grow with ``n`` (no unrolled Python loop)".
Verifying input: xs of 4 rows vs 64 rows -> the docstring requires a program that does not grow with n, the lowered HLO of this one grows ~linearly with n (the jaxpr does not).
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def _rmu_step(state, x):
    count = state["count"] + 1
    mean = state["mean"] + (x - state["mean"]) / count
    return mean, {"count": count, "mean": mean}


def running_means(state, xs):
    def body(carry, x):
        mean, carry = _rmu_step(carry, x)
        return carry, mean

    state = {"count": jnp.asarray(state["count"], jnp.int32), "mean": jnp.asarray(state["mean"], xs.dtype)}
    final, means = lax.scan(body, state, xs, unroll=True)
    return means, final


if __name__ == "__main__":
    s = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    means, s = running_means(s, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(s["count"]) == 3
    s0 = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    f = jax.jit(running_means)
    small = len(f.lower(s0, jnp.zeros(4)).as_text())
    big = len(f.lower(s0, jnp.zeros(64)).as_text())
    js = len(str(jax.make_jaxpr(running_means)(s0, jnp.zeros(4))))
    jb = len(str(jax.make_jaxpr(running_means)(s0, jnp.zeros(64))))
    assert big > 5 * small, (small, big)
    print("hlo", small, big, "jaxpr", js, jb)
    print("verified")
