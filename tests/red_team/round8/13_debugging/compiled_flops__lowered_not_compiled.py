"""The student asks the lowered program (before XLA's optimisations) for its cost analysis instead of the compiled one, so work written twice is counted twice.

Violates: "The floating-point operations XLA counts in the *compiled* program of ``f(*args)``. ... Compiling optimises: work that is done twice is done once"
Verifying input: compiled_flops(lambda x: (jnp.sin(x) @ x) + (jnp.sin(x) @ x), jnp.ones((4, 4))) must return 144.0 (the compiled count); this returns 272.0.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def compiled_flops(f, *args):
    cost = jax.jit(f).lower(*args).cost_analysis()
    if isinstance(cost, (list, tuple)):
        cost = cost[0] if cost else {}
    return float((cost or {}).get("flops", 0.0))


if __name__ == "__main__":
    f = lambda x: (jnp.sin(x) @ x) + (jnp.sin(x) @ x)
    x = jnp.ones((4, 4))
    want = float(jax.jit(f).lower(x).compile().cost_analysis()["flops"])
    got = compiled_flops(f, x)
    assert got > want, (got, want)
    print("compiled", want, "student", got)

    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    print("ok: flaw shows")
