"""Broadcasts the two batches against each other through f, which is written for one pair."""
EXERCISE = "vmap.pairwise"
VERDICT = "fail"
MESSAGE = "wrong"

def pairwise(f, xs, ys):
    return f(xs[:, None, :], ys[None, :, :])
