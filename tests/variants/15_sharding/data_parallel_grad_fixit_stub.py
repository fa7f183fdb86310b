"""The fix-it stub: out_specs=P() for a loss that differs from device to device. shard_map refuses it.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = "out_specs which require replication"
STUB = True
