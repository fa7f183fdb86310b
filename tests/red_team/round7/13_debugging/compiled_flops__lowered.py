"""The student asks the *lowered* (unoptimised) program for its cost instead of the compiled one, so work that XLA deduplicates is counted twice.

Violates: "The floating-point operations XLA counts in the *compiled* program of ``f(*args)`` ... Compiling optimises: work that is done twice is done once"
Verifying input: compiled_flops(lambda x: x @ x + x @ x, jnp.ones((4, 4))) must be the compiled count (144.0 here); this returns the lowered count (272.0).
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def compiled_flops(f, *args):
    cost = jax.jit(f).lower(*args).cost_analysis()
    if isinstance(cost, (list, tuple)):
        cost = cost[0]
    return float(cost.get("flops", 0.0))


if __name__ == "__main__":
    g = lambda x: x @ x + x @ x
    want = jax.jit(g).lower(jnp.ones((4, 4))).compile().cost_analysis().get("flops", 0.0)
    assert compiled_flops(g, jnp.ones((4, 4))) != want
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(lambda x: x, jnp.ones(3)) == 0.0
    print("verified")
