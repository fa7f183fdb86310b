"""Draws from a normal truncated at +-2 and rescaled to unit variance (as some initialisers do): not normal."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "Kolmogorov-Smirnov"

import jax

TRUNCATED_STD = 0.87962566103423978  # standard deviation of N(0, 1) truncated to [-2, 2]


def two_normals(key):
    draws = jax.random.truncated_normal(key, -2.0, 2.0, (2,)) / TRUNCATED_STD
    return draws[0], draws[1]
