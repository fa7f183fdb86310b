"""The student stops one step short: ``jax.jit(f).lower(*args).cost_analysis()`` counts the program as written, before XLA's optimisations, so work done twice is counted twice.

Violates: "The floating-point operations XLA counts in the *compiled* program ... Compiling optimises: work that is done twice is done once, so the count can be lower than that of the program as written."
Verifying input: f = lambda a, b: (a @ b) + (a @ b), a (4, 5), b (5, 6) -> requires 264.0 (one matmul + one add), this returns 504.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def compiled_flops(f, *args):
    cost = jax.jit(f).lower(*args).cost_analysis()
    if isinstance(cost, (list, tuple)):
        cost = cost[0]
    return float(cost.get("flops", 0.0))


if __name__ == "__main__":
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(jax.jit(jnp.matmul), jnp.ones((8, 8)), jnp.ones((8, 8))) == 1024.0
    assert isinstance(compiled_flops(jnp.sin, jnp.ones(3)), float)
    f = lambda a, b: (a @ b) + (a @ b)
    a, b = jnp.ones((4, 5)), jnp.ones((5, 6))
    want = float(jax.jit(f).lower(a, b).compile().cost_analysis()["flops"])
    got = compiled_flops(f, a, b)
    assert want == 264.0 and got == 504.0, (want, got)
    print("verified")
