"""The student builds the identity matrix with a scatter and then picks its rows with ``eye[labels]``: the one-hot matrix itself is made by a gather, not by an indexed update."""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
MESSAGE = '[primitives] not the method the exercise asks for'

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    k = jnp.arange(num_classes)
    eye = jnp.zeros((num_classes, num_classes), jnp.float32).at[k, k].set(1.0)
    return eye[labels]
