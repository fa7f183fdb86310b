#!/usr/bin/env bash
# One call's worth of measuring on a lent TPU (the `device` tool), in parts that each fit a 10-minute call:
#
#   bash benchmarks/tpu_lease.sh grade     # pytest autograder on the solutions: a cold compilation cache, then warm
#   bash benchmarks/tpu_lease.sh stubs     # the same on exercises/ (must score 0)
#   bash benchmarks/tpu_lease.sh batch     # python -m autograder grade of the solutions; calibrate
#   bash benchmarks/tpu_lease.sh measure   # stability in both paths; tests/variants (benchmarks/variants_here.py)
#
# The lent tree is read-only to the user commands run as, so the course is copied to /tmp/c; pyyaml comes from the
# machine's own index; JAX stays on its PYTHONPATH. Every step writes its report under $OUT as it ends and has a
# timeout of its own, so a call that runs out still brings back what was measured. A call that finds the machine
# warm reuses /tmp/c's compilation cache (~/.cache is not writable there: grading/jax_setup.py falls back to /tmp).
set -u
part=${1:?grade, stubs, batch or measure}
OUT=${OUT:?the device tool sets OUT}
rm -rf /tmp/c && mkdir -p /tmp/c && cp -r . /tmp/c && cd /tmp/c
if [ ! -d /tmp/deps/yaml ]; then
  PIP_CONFIG_FILE=/dev/null python3 -m pip install -q --isolated --only-binary=:all: \
    --index-url file:///opt/pypi/simple --target /tmp/deps pyyaml > "$OUT/pip.txt" 2>&1
fi
export PYTHONPATH=/tmp/c:${PYTHONPATH:-}:/tmp/deps
log() { echo "$(date -u +%T) $*" | tee -a "$OUT/log.txt"; }
step() {  # step NAME SECONDS COMMAND...: run it with a timeout, its output in $OUT/NAME.txt
  local name=$1 seconds=$2; shift 2
  log "start $name (limit ${seconds}s)"
  local began=$SECONDS
  timeout "$seconds" "$@" > "$OUT/$name.txt" 2>&1
  log "end $name: exit $? after $((SECONDS - began))s"
}
check=(python3 benchmarks/accelerator_check.py --draws 0 --calibrate-runs 0 --paths none)
case $part in
  grade)  # about 8 minutes
    step solutions_cold 330 "${check[@]}" --grading-timeout 310 --no-stubs --out "$OUT/solutions_cold.json"
    step solutions_warm 200 "${check[@]}" --grading-timeout 190 --no-stubs --out "$OUT/solutions_warm.json"
    ;;
  stubs)
    step stubs 110 "${check[@]}" --grading-timeout 100 --out "$OUT/stubs.json"
    ;;
  batch)  # about 9 minutes
    mkdir -p /tmp/subs && rm -rf /tmp/subs/ref /tmp/grade && cp -r solutions /tmp/subs/ref
    step grade 400 python3 -m autograder grade /tmp/subs --out /tmp/grade --jobs 1 --xla-cache off
    cp /tmp/grade/grades.csv /tmp/grade/summary.txt "$OUT/" 2>/dev/null
    step calibrate 150 python3 -m autograder calibrate --runs 2
    ;;
  measure)  # about 8 minutes
    step stability 160 "${check[@]}" --no-grading --no-stubs --runs 1 --paths in-process,batch --budget 110 \
      --only kernels.bias_gelu --only jit.selu --only training.train_step --out "$OUT/stability.json"
    step variants 300 python3 benchmarks/variants_here.py --out "$OUT/variants.jsonl" --budget 270 \
      --first kernels --first jit.selu --first grad.grads_and_aux --first vmap.predict_batch \
      --first training --first debugging.entropy --first state.adam_step --first autodiff_control \
      --last 16_kernels/blocked_softmax_element_offsets
    ;;
  *) echo "unknown part $part"; exit 2 ;;
esac
log "done $part"
