"""Chooses population or sample deviation from a module-level bool: a switch frozen at the first trace."""
EXERCISE = "jit.standardize"
VERDICT = "fail"
MESSAGE = "reads the global variable `population`"

import jax

population = True


@jax.jit
def standardize(x):
    return (x - x.mean(axis=0)) / (x.std(axis=0, ddof=0 if population else 1) + 1e-6)
