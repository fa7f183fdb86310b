"""The student folds in ``int(epoch)``, which fails when ``epoch`` is a traced integer.

Violates: "epoch: the epoch number, a Python int or a traced integer (one compilation serves every epoch)."
Verifying input: jax.jit(shuffle)(key, jnp.arange(5), 3) must return a permutation; this raises a ConcretizationTypeError.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def shuffle(key, x, epoch):
    k = jax.random.fold_in(key, int(epoch))
    return jax.random.permutation(k, x, axis=0)


if __name__ == "__main__":
    key = jax.random.key(0)
    try:
        jax.jit(shuffle)(key, jnp.arange(5), 3)
        raised = False
    except Exception:
        raised = True
    assert raised
    x = jnp.arange(20).reshape(10, 2)
    ys = [np.asarray(shuffle(key, x, e)) for e in range(3)]
    for y in ys:
        assert sorted(map(tuple, y.tolist())) == sorted(map(tuple, np.asarray(x).tolist()))
    assert not np.array_equal(ys[0], ys[1])
    assert np.array_equal(ys[1], np.asarray(shuffle(key, x, 1)))
    print("verified")
