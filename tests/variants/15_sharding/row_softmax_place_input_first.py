"""Alternative: split the input by rows first; the jitted softmax keeps the layout it is given."""
EXERCISE = "sharding.row_softmax"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

_softmax = jax.jit(lambda v: jax.nn.softmax(v.astype(jnp.float32), axis=1))  # float32 whatever comes in


def row_softmax(x, mesh):
    return _softmax(jax.device_put(x, NamedSharding(mesh, P("data", None))))
