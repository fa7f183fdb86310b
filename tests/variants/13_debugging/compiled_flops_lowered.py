"""Asks the lowered program, before XLA optimised it: the repeated product counts twice."""
EXERCISE = "debugging.compiled_flops"
VERDICT = "fail"
MESSAGE = "That is the program before XLA optimised it"

import jax


def compiled_flops(f, *args):
    return float(jax.jit(f).lower(*args).cost_analysis()["flops"])
