"""Written for an older JAX that returned a list: indexes the dict this JAX returns with 0."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = "raised KeyError"

import jax


def compiled_flops(f, *args):
    return float(jax.jit(f).lower(*args).compile().cost_analysis()[0]["flops"])
