"""`functools.reduce` without a start value: a tree without leaves raises TypeError."""
EXERCISE = "pytrees.count_params"
VERDICT = "fail"
MESSAGE = "TypeError"

import functools
import operator

import jax
import numpy as np


def count_params(tree):
    return int(functools.reduce(operator.add, [np.size(leaf) for leaf in jax.tree.leaves(tree)]))
