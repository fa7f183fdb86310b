"""Puts x on the devices without saying how: it lands whole on one device."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = "Nothing was split"

import jax


def shard_rows(x, mesh):
    return jax.device_put(x)
