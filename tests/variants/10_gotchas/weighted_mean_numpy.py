"""Computes with NumPy: right numbers eagerly, but a float64 NumPy result that cannot be traced."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import numpy as np


def weighted_mean(values, weights):
    return np.average(np.asarray(values, float), weights=np.asarray(weights, float))
