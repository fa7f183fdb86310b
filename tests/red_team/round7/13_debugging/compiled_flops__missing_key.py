"""The student reads ``cost["flops"]`` directly, which raises KeyError for a program that does no arithmetic (XLA leaves the entry out).

Violates: "``0.0`` for a program that does no arithmetic (XLA then leaves the entry out)."
Verifying input: compiled_flops(lambda x: x, jnp.ones(3)) must be 0.0; this raises KeyError.
"""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def compiled_flops(f, *args):
    cost = jax.jit(f).lower(*args).compile().cost_analysis()
    if isinstance(cost, (list, tuple)):
        cost = cost[0]
    return float(cost["flops"])


if __name__ == "__main__":
    try:
        r = compiled_flops(lambda x: x, jnp.ones(3))
        wrong = r != 0.0
    except KeyError:
        wrong = True
    assert wrong
    assert compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6))) == 240.0
    assert compiled_flops(jax.jit(jnp.matmul), jnp.ones((8, 8)), jnp.ones((8, 8))) == 1024.0
    print("verified")
