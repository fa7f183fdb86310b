"""The student shuffles by swapping row ``i`` with a uniformly random row in ``[0, n)`` for every ``i`` (the naive Fisher-Yates), which is biased: the ``n**n`` equally likely swap sequences cannot spread evenly over ``n!`` orders."""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
MESSAGE = '[is_permutation] not uniform: in the orders of'

import jax
import jax.numpy as jnp
from jax import lax


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    ekey = jax.random.fold_in(key, epoch)
    swap_with = jax.random.randint(ekey, (n,), 0, n)

    def body(i, perm):
        j = swap_with[i]
        pi, pj = perm[i], perm[j]
        return perm.at[i].set(pj).at[j].set(pi)

    perm = lax.fori_loop(0, n, body, jnp.arange(n))
    return x[perm]
